import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { MeetingView, Page as ResultPage } from '@jobmarket/contracts';
import { catalogs, interpolate } from '@jobmarket/contracts/i18n/translate';
import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoMeetings } from '../api/src/modules/meetings/seed/demoMeetings';
import { PortalSchoolMeetingsPage } from './pages/PortalSchoolMeetingsPage';
import { PortalSeekerMeetingsPage } from './pages/PortalSeekerMeetingsPage';
import { productAccounts } from './support/accounts';
import { animationsSettled } from './support/animations';
import { launchBrowser, screenshot, screenshotsDir, watchConsole } from './support/browser';
import { productApi } from './support/session';

const th = catalogs.th;
const lo = catalogs.lo;
const run = randomBytes(3).toString('hex');
/** A school administrator's username is the school's name (spec §5). */
const SCHOOL = `Mekong College ${run}`;
const OTHER_SCHOOL = `Savannakhet Institute ${run}`;
const STUDENT = `fair_student_${run}`;
const OUTSIDER = `fair_outsider_${run}`;
const TITLE = `มหกรรมนัดพบแรงงาน ${run}`;
/** Pictures for a person to look at, with every other e2e test's (e2e/screenshots, git-ignored). */
const PICTURES = process.env.MEETINGS_E2E_PICTURES ?? screenshotsDir;

/** An attachment of the development mail outbox (message_outbox.attachments, as the mail port sends it). */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
interface OutboxMail {
  subject: string;
  body: string;
  attachments: string | MailAttachment[] | null;
}

/** The calendar file of a mail, and its properties unfolded (RFC 5545 folds long lines at 75 octets). */
function calendarOf(mail: OutboxMail): { ics: MailAttachment; property: (name: string) => string | undefined } {
  const attachments = typeof mail.attachments === 'string' ? (JSON.parse(mail.attachments) as MailAttachment[]) : (mail.attachments ?? []);
  const ics = attachments.find((attachment) => attachment.filename.endsWith('.ics'));
  if (!ics) throw new Error(`the mail "${mail.subject}" has no calendar attachment`);
  const lines = ics.content.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return { ics, property: (name) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1) };
}

/** `YYYY-MM-DDTHH:mm` `days` from now at `hour` o'clock on the Bangkok/Vientiane clock (UTC+7, no summer time). */
function localDateTime(days: number, hour: number): string {
  const day = new Date(Date.now() + 7 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

describe('job fairs end to end: a school publishes a fair for its own students, only they may reserve, revoked with an apology and its calendar CANCEL (issue 16)', () => {
  const baseUrl = inject('baseUrl');
  const databaseUrl = inject('databaseUrl');
  const { api, apiToken } = productApi(baseUrl);
  const accounts = productAccounts(baseUrl, databaseUrl);
  const outbox = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;
  let schoolPage: Page;
  let schoolProblems: string[];
  let schoolId: number;
  let meeting: MeetingView;
  let studentId: number;
  let confirmation: { uid: string; sequence: number };
  let studentPage: Page;

  async function newPage(locale: string, timezoneId: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale, timezoneId });
    contexts.push(context);
    current = await context.newPage();
    return current;
  }

  /** A whole page from its top, into the pictures' folder. */
  async function picture(page: Page, name: string): Promise<void> {
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    mkdirSync(PICTURES, { recursive: true });
    await page.screenshot({ path: path.join(PICTURES, `${name}.png`), fullPage: true });
  }

  /** An open dialog as the reader sees it: the viewport once it and its backdrop have faded in. */
  async function pictureDialog(page: Page, dialog: Locator, name: string): Promise<void> {
    await animationsSettled(dialog);
    await page.evaluate(() =>
      Promise.all(
        (globalThis as unknown as { document: { getAnimations(): { finished: Promise<unknown>; effect: { getTiming(): { iterations?: number } } | null }[] } }).document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    mkdirSync(PICTURES, { recursive: true });
    await page.screenshot({ path: path.join(PICTURES, `${name}.png`) });
  }

  const mailsTo = async (email: string) =>
    (await outbox.query<OutboxMail>("select subject, body, attachments from message_outbox where channel = 'email' and recipient = $1 order by id", [email])).rows;

  beforeAll(async () => {
    browser = await launchBrowser();
    schoolId = await accounts.approvedSchoolAdmin(SCHOOL);
    const otherSchoolId = await accounts.approvedSchoolAdmin(OTHER_SCHOOL);
    await accounts.seekerOfSchool(STUDENT, `ສົມພອນ ແກ້ວມະນີ ${run}`, schoolId);
    await accounts.seekerOfSchool(OUTSIDER, `ບຸນມີ ສີວົງ ${run}`, otherSchoolId);
    const me = await api<{ schoolId: number | null; seekerId: number }>('GET', '/students/me/school', undefined, await apiToken(STUDENT, accounts.password));
    expect(me.schoolId).toBe(schoolId);
    studentId = me.seekerId;
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && current) await screenshot(current, `failed-meetings-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await accounts.close();
    await outbox.end();
  });

  it('the school creates a fair for its own students in Thai and publishes it after the confirmation', { timeout: 180_000 }, async () => {
    schoolPage = await newPage('th-TH', 'Asia/Bangkok');
    schoolProblems = watchConsole(schoolPage);
    const portal = new PortalSchoolMeetingsPage(schoolPage, baseUrl, th);
    await portal.signIn(SCHOOL, accounts.password);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open('/school/meetings');
    await portal.create(
      {
        title: TITLE,
        content: 'บริษัทซอฟต์แวร์และโลจิสติกส์สิบแห่งพบนักศึกษาชั้นปีสุดท้าย สัมภาษณ์งานได้ทันที',
        startTime: localDateTime(5, 9),
        endTime: localDateTime(5, 12),
        location: 'หอประชุมใหญ่ อาคาร A',
        capacity: 30,
        studentScope: 'ownSchool',
      },
      () => picture(schoolPage, 'meetings-e2e-form-th'),
    );
    await portal.toast(th.meetings.messages.added).waitFor();
    await expect.poll(() => portal.path()).toBe('/school/meetings');
    const card = portal.card(TITLE);
    await portal.status(card, th.meetings.publishStatuses.unpublished).waitFor();

    await portal.publish(TITLE, (dialog) => pictureDialog(schoolPage, dialog, 'meetings-e2e-publish-th'));
    await portal.toast(th.meetings.messages.published).waitFor();
    await portal.status(card, th.meetings.publishStatuses.published).waitFor();
    await picture(schoolPage, 'meetings-e2e-list-th');

    const school = await apiToken(SCHOOL, accounts.password);
    meeting = (await api<ResultPage<MeetingView>>('GET', '/meetings/page?pageSize=20', undefined, school)).list.find((row) => row.title === TITLE)!;
    // typed on the Bangkok clock: 09:00 there is 02:00 UTC
    expect(meeting).toMatchObject({ schoolId, studentScope: 'ownSchool', capacity: 30, publishStatus: 'published', endStatus: 'ongoing', locale: 'th', reservationCount: 0 });
    expect(meeting.startsAt).toMatch(/T02:00:00(\.000)?Z$/);
    expect(schoolProblems).toEqual([]);
  });

  it('a seeker of another school does not find it among their fairs, is told it is not open to them, and the api refuses the seat saying why', { timeout: 120_000 }, async () => {
    const page = await newPage('lo-LA', 'Asia/Vientiane');
    const problems = watchConsole(page);
    const portal = new PortalSeekerMeetingsPage(page, baseUrl, lo);
    await portal.signIn(OUTSIDER, accounts.password);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open('/job-fairs');
    await portal.upcomingHeading().waitFor();
    // the list has come: the demo school's talk for all students is in it, the fair for the other school's students not
    await portal.card(demoMeetings.find((demo) => demo.key === 'allStudents')!.title).waitFor();
    expect(await portal.card(TITLE).count()).toBe(0);
    await picture(page, 'meetings-e2e-outsider-upcoming-lo');
    await portal.open(`/job-fairs/${meeting.id}`);
    await portal.text(lo.portal.meetings.seeker.detail.notFound).waitFor();
    await picture(page, 'meetings-e2e-not-open-lo');

    const refused = await fetch(`${baseUrl}/api/v1/meetings/${meeting.id}/reserve`, { method: 'PUT', headers: { 'Accept-Language': 'lo', Authorization: await apiToken(OUTSIDER, accounts.password) } });
    expect(await refused.json()).toMatchObject({ code: 'A0440', msg: lo.meetings.refusals.notYourSchool });
    // the api answers the page's own read of it as 'not found': the page above asked nothing the console would show as a fault
    expect(problems.filter((problem) => !/\b(404|A0606)\b/.test(problem))).toEqual([]);
  });

  it('a seeker of the school reserves a seat in Lao and gets the confirmation with its calendar REQUEST', { timeout: 120_000 }, async () => {
    const page = await newPage('lo-LA', 'Asia/Vientiane');
    studentPage = page;
    const problems = watchConsole(page);
    const portal = new PortalSeekerMeetingsPage(page, baseUrl, lo);
    await portal.signIn(STUDENT, accounts.password);
    await expect.poll(() => portal.path()).toBe('/dashboard');
    await portal.open('/job-fairs');
    await portal.card(TITLE).waitFor();
    await picture(page, 'meetings-e2e-upcoming-lo');
    await portal.open(`/job-fairs/${meeting.id}`);
    await portal.heading(TITLE).waitFor();
    await portal.reserve(TITLE, (dialog) => pictureDialog(page, dialog, 'meetings-e2e-reserve-lo'));
    await portal.toast(lo.meetings.messages.reserved).waitFor();
    await portal.seat().waitFor();
    await picture(page, 'meetings-e2e-reserved-lo');
    expect(problems).toEqual([]);

    // the confirmation, in the seeker's language, with the invitation: METHOD:REQUEST under the reservation's UID
    const email = `${STUDENT}@example.com`;
    const subject = interpolate(lo.meetingMail.reserved.subject, { title: TITLE });
    await expect.poll(async () => (await mailsTo(email)).some((mail) => mail.subject === subject), { timeout: 30_000 }).toBe(true);
    const mail = (await mailsTo(email)).find((row) => row.subject === subject)!;
    const { ics, property } = calendarOf(mail);
    expect(ics.contentType).toContain('method=REQUEST');
    expect(property('METHOD')).toBe('REQUEST');
    expect(property('UID')).toBe(`meeting-${meeting.id}-seeker-${studentId}@jobmarket`);
    confirmation = { uid: property('UID')!, sequence: Number(property('SEQUENCE')) };
    expect(confirmation.sequence).toBe(0);
  });

  it('the school revokes it with the apology prefilled in Thai; the student’s apology carries a calendar CANCEL of the same UID and a higher SEQUENCE', { timeout: 180_000 }, async () => {
    const portal = new PortalSchoolMeetingsPage(schoolPage, baseUrl, th);
    current = schoolPage;
    await portal.open('/school/meetings');
    const card = portal.card(TITLE);
    await portal.status(card, th.meetings.publishStatuses.published).waitFor();
    const dialog = await portal.openRevoke(TITLE);
    // prefilled from the api's draft in the language the fair was written in
    expect(await portal.apologyTitle(dialog).inputValue()).toBe(interpolate(th.meetings.apologyDraft.title, { title: TITLE }));
    expect(await portal.apologyContent(dialog).inputValue()).toContain(TITLE);
    await dialog.getByText(interpolate(th.portal.meetings.school.revoke.bodyReserved, { count: 1 }), { exact: true }).waitFor();
    await pictureDialog(schoolPage, dialog, 'meetings-e2e-revoke-th');
    const apologyTitle = `ขออภัย: เลื่อนงาน ${TITLE}`;
    await portal.apologyTitle(dialog).fill(apologyTitle);
    await portal.confirmRevoke(dialog);
    await portal.toast(th.meetings.messages.revoked).waitFor();
    await portal.status(card, th.meetings.publishStatuses.revoked).waitFor();
    await picture(schoolPage, 'meetings-e2e-revoked-th');
    expect(schoolProblems).toEqual([]);

    // the dev mail outbox: the apology, its calendar file cancelling the seat the confirmation invited to
    const email = `${STUDENT}@example.com`;
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === apologyTitle).length, { timeout: 30_000 }).toBe(1);
    const apology = (await mailsTo(email)).find((mail) => mail.subject === apologyTitle)!;
    const { ics, property } = calendarOf(apology);
    expect(ics.contentType).toContain('method=CANCEL');
    expect(property('METHOD')).toBe('CANCEL');
    expect(property('STATUS')).toBe('CANCELLED');
    expect(property('UID')).toBe(confirmation.uid);
    expect(Number(property('SEQUENCE'))).toBeGreaterThan(confirmation.sequence);
    // the outsider had no place: nothing was sent to them
    expect((await mailsTo(`${OUTSIDER}@example.com`)).filter((mail) => mail.subject === apologyTitle)).toEqual([]);
    const after = await api<MeetingView>('GET', `/meetings/${meeting.id}`, undefined, await apiToken(SCHOOL, accounts.password));
    expect(after).toMatchObject({ publishStatus: 'revoked', emailTitle: apologyTitle });
    // and the notice, in the language the student reserved in
    const noticeTitle = interpolate(lo.meetingMail.notices.revoked.title, { title: TITLE });
    const student = await apiToken(STUDENT, accounts.password);
    await expect
      .poll(async () => (await api<ResultPage<{ title: string }>>('GET', '/notices/my-page?pageSize=20', undefined, student)).list.map((notice) => notice.title), { timeout: 30_000 })
      .toContain(noticeTitle);
    // what the student sees of it now (their reservations, the bell)
    current = studentPage;
    await new PortalSeekerMeetingsPage(studentPage, baseUrl, lo).open('/job-fairs/mine');
    await studentPage.getByRole('heading', { name: lo.portal.meetings.seeker.mine.title, exact: true }).first().waitFor();
    await picture(studentPage, 'meetings-e2e-mine-after-revoke-lo');
  });

  it('the demo school’s revoked fair (the seed’s) has its apology, with the calendar CANCEL, in the dev outbox for each of its seekers', async () => {
    const revoked = demoMeetings.find((demo) => demo.key === 'revoked')!;
    for (const username of revoked.reservedBy) {
      const email = `${username}@jobmarket.example`;
      await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === revoked.apology!.emailTitle).length, { timeout: 30_000 }).toBe(1);
      const { property } = calendarOf((await mailsTo(email)).find((mail) => mail.subject === revoked.apology!.emailTitle)!);
      expect(property('METHOD')).toBe('CANCEL');
      expect(property('UID')).toMatch(/^meeting-\d+-seeker-\d+@jobmarket$/);
      // the seed's reservations sent no confirmation: the CANCEL follows a SEQUENCE 0 no calendar saw, and says 1
      expect(Number(property('SEQUENCE'))).toBe(1);
    }
  });
});
