import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { QueueStatusCard } from './QueueStatusCard';

const queues = [
  { name: 'mail', waiting: 2, active: 0, delayed: 1, completed: 40, failed: 1, paused: false },
  { name: 'notices', waiting: 0, active: 1, delayed: 0, completed: 12, failed: 0, paused: false },
];
const failedMail = {
  id: 'mail-42',
  name: 'send',
  failedReason: 'mail relay refused the connection',
  attemptsMade: 5,
  createdAt: '2026-11-24 09:00:00',
  processedAt: '2026-11-24 09:00:01',
  failedAt: '2026-11-24 09:02:00',
  dataKeys: ['to', 'subject', 'text'],
};

let api: ReturnType<typeof stubApi>;
let failed: (typeof failedMail)[];

beforeEach(() => {
  failed = [failedMail];
  api = stubApi({
    'GET /api/v1/system/queues': () => ok(queues),
    'GET /api/v1/system/queues/mail/failed': () => ok({ list: failed, total: failed.length }),
    'POST /api/v1/system/queues/mail/jobs/mail-42/retry': () => {
      failed = [];
      return ok({ id: 'mail-42' });
    },
    'DELETE /api/v1/system/queues/mail/jobs/mail-42': () => {
      failed = [];
      return ok({ id: 'mail-42' });
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

const staff = (perms: string[]) => renderAdmin(<QueueStatusCard />, { perms });

describe('QueueStatusCard', () => {
  it('shows every queue with its counts and opens the failed jobs of a queue that has some', async () => {
    staff(['sys:projection:query', 'sys:queue:edit']);
    const mailRow = (await screen.findByText('mail', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(mailRow).getByText('40')).toBeInTheDocument();
    expect(await screen.findByText('mail relay refused the connection', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Failed jobs in mail')).toBeInTheDocument();
  });

  it('retries a failed job and shows the failed set empty afterwards', async () => {
    staff(['sys:projection:query', 'sys:queue:edit']);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    await waitFor(() => expect(api.calls('POST', '/api/v1/system/queues/mail/jobs/mail-42/retry')).toHaveLength(1));
    expect(await screen.findByText('No failed jobs.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('discards a failed job only after the confirmation', async () => {
    staff(['sys:projection:query', 'sys:queue:edit']);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Discard the job send (mail-42)? It will not run again.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/v1/system/queues/mail/jobs/mail-42')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('DELETE', '/api/v1/system/queues/mail/jobs/mail-42')).toHaveLength(1));
  });

  it('shows no Retry or Discard to staff who may only look', async () => {
    staff(['sys:projection:query']);
    expect(await screen.findByText('mail relay refused the connection', {}, { timeout: 5000 })).toBeInTheDocument();
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  });
});
