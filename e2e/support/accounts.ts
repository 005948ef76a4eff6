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

    close: () => outbox.close(),
  };
}
