import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, signedInAs } from '../../../test/fakeApi';

describe('notification centre', () => {
  it('shows the unread count, the newest notices, and marks them all read', async () => {
    let unread = 3;
    const notices = [
      { id: 11, title: 'Welcome to JobMarket', type: '1', level: 'L', publisherName: 'Admin', publishTime: '2026-11-20 09:00:00', isRead: 0 },
      { id: 10, title: 'Maintenance on Sunday', type: '1', level: 'M', publisherName: 'Admin', publishTime: '2026-11-19 09:00:00', isRead: 1 },
    ];
    const portal = renderPortal('/', {
      'GET /users/me': signedInAs(['SEEKER']),
      'GET /portal/stats': { data: { hotJobs: 0, famousCompanies: 0, jobSeekers: 1 } },
      'GET /notices/my-page': (call) => ({ data: call.path.includes('isRead=0') ? { list: [], total: unread } : { list: notices, total: notices.length } }),
      'PUT /notices/read-all': () => {
        unread = 0;
        return {};
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    expect(await screen.findByText('Welcome to JobMarket')).toBeInTheDocument();
    expect(screen.getByText('Maintenance on Sunday')).toBeInTheDocument();

    // spec §2: notice, message and task tabs; messages and tasks say honestly that there are none yet
    fireEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(screen.getByText('There are no messages yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(screen.getByText('There are no tasks yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Notices' }));
    expect(screen.getByText('Welcome to JobMarket')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(portal.calls.filter((call) => call.method === 'PUT' && call.path === '/notices/read-all')).toHaveLength(1);
  });

  it('lets a signed-in user choose a dark theme and keeps it', async () => {
    renderPortal('/', { 'GET /users/me': signedInAs(['SEEKER']), 'GET /notices/my-page': { data: { list: [], total: 0 } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Theme' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('jobmarket.portal.theme')).toBe('dark');
  });
});
