import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/fakeApi';
import { renderAdmin, stubApi } from '../../../test/renderAdmin';
import { MailOutboxCard, type OutboxMail } from './MailOutboxCard';

const invitation = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
const apology: OutboxMail = {
  id: 12,
  recipient: 'seeker@example.com',
  subject: 'Spring job fair 2027 is cancelled',
  body: 'Dear Somchai,\nwe are sorry: the job fair is off.',
  createTime: '2027-02-10 09:00:00',
  attachments: [{ index: 0, filename: 'meeting.ics', contentType: 'text/calendar; method=CANCEL', size: invitation.length }],
};
const confirmation: OutboxMail = { id: 11, recipient: 'malee@example.com', subject: 'Seat reserved', body: 'You have a seat.', createTime: '2027-02-09 08:00:00', attachments: [] };

let api: ReturnType<typeof stubApi>;
let mails: OutboxMail[];

beforeEach(() => {
  mails = [apology, confirmation];
  api = stubApi({
    'GET /api/v1/platform/mail-outbox': () => ok({ list: mails, total: mails.length }),
    'GET /api/v1/platform/mail-outbox/12/attachments/0': () => ({
      raw: invitation,
      headers: { 'Content-Type': 'text/calendar; method=CANCEL', 'Content-Disposition': 'attachment; filename=meeting.ics' },
    }),
  });
  URL.createObjectURL = () => 'blob:test/meeting.ics';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderAdmin(<MailOutboxCard />, { perms: ['sys:projection:query'] });
const settled = { timeout: 5000 };

describe('MailOutboxCard', () => {
  it('lists the kept e-mails newest first with their recipient, subject and attachments', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Mail outbox (development)' }, settled);
    await within(table).findByText('seeker@example.com', {}, settled);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('seeker@example.com');
    expect(rows[0]).toHaveTextContent('Spring job fair 2027 is cancelled');
    expect(rows[0]).toHaveTextContent('2027-02-10 09:00:00');
    expect(rows[1]).toHaveTextContent('malee@example.com');
    expect(within(rows[0]!).getByRole('button', { name: 'meeting.ics' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/platform/mail-outbox')[0]!.url.searchParams.get('pageNum')).toBe('1');
  });

  it('opens a message in place and downloads its attachment with the token', async () => {
    render();
    const row = (await screen.findByText('seeker@example.com', {}, settled)).closest('tr')!;
    expect(screen.queryByText(/we are sorry/)).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Show the message' }));
    expect(await screen.findByText(/we are sorry: the job fair is off/)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'meeting.ics' }));
    await waitFor(() => expect(api.calls('GET', '/api/v1/platform/mail-outbox/12/attachments/0')).toHaveLength(1));
  });

  it('says when the outbox is empty, and when it cannot be read', async () => {
    mails = [];
    const view = render();
    expect(await screen.findByText('No e-mail in the outbox.', {}, settled)).toBeInTheDocument();
    view.unmount();
    stubApi({ 'GET /api/v1/platform/mail-outbox': () => fail(500, 'B0001', 'Unexpected server error') });
    render();
    expect(await screen.findByText('The mail outbox could not be loaded.', {}, settled)).toBeInTheDocument();
  });
});
