import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { PortalRoutes } from './routes';

function renderAt(path: string) {
  return render(
    <App queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PortalRoutes />
      </MemoryRouter>
    </App>,
  );
}

describe('portal', () => {
  it('greets visitors in English with the site title and tagline', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'JobMarket' })).toBeInTheDocument();
    expect(screen.getByText('Find the job that fits. Hire the people who fit.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.title).toBe('JobMarket');
  });

  it('switches to Thai and remembers the choice on the next visit', async () => {
    const firstVisit = renderAt('/');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'th' } });

    expect(await screen.findByText('หางานที่ใช่ จ้างคนที่ใช่')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ภาษา' })).toHaveValue('th');
    // set by an effect after the Thai texts are painted
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));

    firstVisit.unmount();
    renderAt('/');
    expect(await screen.findByText('หางานที่ใช่ จ้างคนที่ใช่')).toBeInTheDocument();
  });

  it('titles the browser tab in the chosen language', async () => {
    renderAt('/');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-cn' } });
    await waitFor(() => expect(document.title).toBe('JobMarket 求职招聘'));
  });

  it('offers the four languages by their native names', () => {
    renderAt('/');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['English', '简体中文', 'ລາວ', 'ไทย']);
  });

  it('opens the menu drawer on small screens and goes to the page chosen in it', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Company search' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Company search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });

  it('shows a not-found page for unknown addresses, with a way back home', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Find the job that fits. Hire the people who fit.')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(screen.getByText('Find the job that fits. Hire the people who fit.')).toBeInTheDocument();
  });

  it('shows the not-found page in Lao when Lao was chosen before', async () => {
    localStorage.setItem('jobmarket.portal.locale', 'lo');
    renderAt('/jobs/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'ບໍ່ພົບໜ້ານີ້' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ກັບໄປໜ້າຫຼັກ' })).toBeInTheDocument();
  });
});
