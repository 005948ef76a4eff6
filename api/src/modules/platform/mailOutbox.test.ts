import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../testing/identityFixtures';
import type { TestApi } from '../../testing/testApi';
import type { OutboxMailView } from './mailOutboxRoutes';

const invitation = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nBEGIN:VEVENT\r\nUID:meeting-7-seeker-21@jobmarket\r\nSEQUENCE:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

describe('the development mail outbox on the system status page', () => {
  let api: TestApi;
  let admin: ApiClient;
  let plainUser: ApiClient;
  let adminToken: string;
  const ids: number[] = [];

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    adminToken = await signIn(api, 'admin');
    admin = as(api, adminToken);
    plainUser = as(api, await signIn(api, 'user'));
    // what the mail port without SMTP_URL writes (api/src/platform/messaging/adapters.ts), and an SMS that stays out
    await api.db('message_outbox').insert({ channel: 'sms', recipient: '+66811111111', body: 'Your code is 123456' });
    for (const mail of [
      { recipient: 'first@example.com', subject: 'Seat reserved', body: 'You have a seat.', attachments: null },
      {
        recipient: 'second@example.com',
        subject: 'Job fair cancelled',
        body: 'We are sorry.',
        attachments: JSON.stringify([{ filename: 'meeting.ics', contentType: 'text/calendar; method=CANCEL', content: invitation }]),
      },
    ]) {
      const [row] = await api.db('message_outbox').insert({ channel: 'email', ...mail }).returning('id');
      ids.push(Number((row as { id: number }).id));
    }
  });
  afterAll(async () => api?.close());

  it('pages the e-mails newest first, without the SMS, naming each attachment', async () => {
    const { body } = await admin.get('/platform/mail-outbox?pageNum=1&pageSize=100');
    expect(body.code).toBe('00000');
    const page = body.data as { list: OutboxMailView[]; total: number };
    const ours = page.list.filter((mail) => ids.includes(mail.id));
    expect(ours.map((mail) => mail.recipient)).toEqual(['second@example.com', 'first@example.com']);
    expect(page.list.some((mail) => mail.recipient === '+66811111111')).toBe(false);
    expect(ours[0]).toMatchObject({
      subject: 'Job fair cancelled',
      body: 'We are sorry.',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      attachments: [{ index: 0, filename: 'meeting.ics', contentType: 'text/calendar; method=CANCEL', size: Buffer.byteLength(invitation) }],
    });
    expect(ours[1]!.attachments).toEqual([]);
    expect(page.list.map((mail) => mail.id)).toEqual([...page.list.map((mail) => mail.id)].sort((a, b) => b - a));

    const first = (await admin.get('/platform/mail-outbox?pageNum=1&pageSize=1')).body.data as { list: OutboxMailView[]; total: number };
    expect(first.list).toHaveLength(1);
    expect(first.total).toBe(page.total);
  });

  it('downloads an attachment as it would have been attached, and nothing past the last', async () => {
    const download = (index: number) => fetch(`${api.baseUrl}/api/v1/platform/mail-outbox/${ids[1]}/attachments/${index}`, { headers: { Authorization: adminToken } });
    const response = await download(0);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=meeting.ics');
    expect(await response.text()).toBe(invitation);
    expect(((await (await download(1)).json()) as { code: string }).code).toBe('A0606');
  });

  it('is for platform staff only', async () => {
    expect((await plainUser.get('/platform/mail-outbox')).body.code).toBe('A0301');
  });
});
