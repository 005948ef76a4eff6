import { randomInt } from 'node:crypto';
import { messageOutbox } from './messageOutbox';
import { samplePdf, samplePng } from './sampleFiles';
import { productApi } from './session';

const PASSWORD = 'secret12';

/**
 * New accounts of the running product, made the way people make them (the public registration forms' api, the SMS
 * code read from the development outbox, staff approving a publisher), so a test owns accounts no other test touches.
 */
export function productAccounts(baseUrl: string, databaseUrl: string) {
  const { api, apiToken } = productApi(baseUrl);
  const outbox = messageOutbox(databaseUrl);
  const png = (name: string) => new File([new Uint8Array(samplePng())], name, { type: 'image/png' });
  const pdf = (name: string) => new File([new Uint8Array(samplePdf(name))], name, { type: 'application/pdf' });

  return {
    password: PASSWORD,

    /** A job seeker, active at once (spec §3 job seeker registration). */
    async registerSeeker(username: string, nickname: string): Promise<void> {
      const form = new FormData();
      for (const [name, value] of Object.entries({ username, nickname, email: `${username}@example.com`, password: PASSWORD, gender: '2' })) form.set(name, value);
      form.set('avatar', png(`${username}.png`));
      await api('POST', '/registrations/job-seeker', form);
    },

    /** A publisher who registered with their documents and whom an administrator approved. */
    async approvedPublisher(username: string, company: string): Promise<void> {
      const mobile = `20${randomInt(10_000_000, 99_999_999)}`;
      await api('POST', '/auth/verification-code', { mobile, purpose: 'REGISTER' });
      const form = new FormData();
      const code = await outbox.verificationCode('sms', mobile);
      for (const [name, value] of Object.entries({ username, password: PASSWORD, company, email: `${username}@example.com`, mobile, code })) form.set(name, value);
      form.append('idCard', png('id-front.png'));
      form.append('idCard', png('id-back.png'));
      form.set('officePhoto', png('office.png'));
      form.set('businessLicense', pdf('licence.pdf'));
      form.set('contractAttachment', pdf('contract.pdf'));
      const { userId } = await api<{ userId: number }>('POST', '/registrations/publisher', form);
      await api('PUT', `/publishers/${userId}/audit`, { auditStatus: 1 }, await apiToken('admin', '123456'));
    },

    /**
     * A school administrator who registered with their school's licence and whom an administrator approved (spec §5:
     * the username is the school's name); answers the school's id (the account's), which seekers declare.
     */
    async approvedSchoolAdmin(schoolName: string): Promise<number> {
      const mobile = `20${randomInt(10_000_000, 99_999_999)}`;
      await api('POST', '/auth/verification-code', { mobile, purpose: 'REGISTER' });
      const code = await outbox.verificationCode('sms', mobile);
      const form = new FormData();
      const email = `school-${randomInt(1_000_000, 9_999_999)}@example.com`;
      for (const [name, value] of Object.entries({ username: schoolName, nickname: schoolName, schoolName, password: PASSWORD, gender: '0', email, mobile, code })) form.set(name, value);
      form.set('avatar', png('school.png'));
      form.append('schoolLicense', pdf('school-licence.pdf'));
      const { userId } = await api<{ userId: number }>('POST', '/registrations/school-admin', form);
      await api('PUT', `/school-admins/${userId}/audit`, { auditStatus: 1 }, await apiToken('admin', '123456'));
      return userId;
    },

    /** A job seeker (as `registerSeeker`) who declared `schoolId` as their school on their profile. */
    async seekerOfSchool(username: string, nickname: string, schoolId: number): Promise<void> {
      await this.registerSeeker(username, nickname);
      await api('PUT', '/students/me/school', { schoolId }, await apiToken(username, PASSWORD));
    },

    close: () => outbox.close(),
  };
}
