import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { PortalRoutes } from '../app/routes';

function browserPrefers(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

function renderHome() {
  return render(
    <App queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <PortalRoutes />
      </MemoryRouter>
    </App>,
  );
}

afterEach(() => {
  // the instance property hides jsdom's getter; removing it brings that back
  delete (navigator as { languages?: readonly string[] }).languages;
});

describe("the portal's first language", () => {
  it("is the browser's first language the portal has, when the visitor has not chosen one", async () => {
    browserPrefers(['fr-FR', 'th-TH', 'en']);
    renderHome();
    expect(await screen.findByText('หางานที่ใช่ จ้างคนที่ใช่')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ภาษา' })).toHaveValue('th');
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
  });

  it('takes Chinese for any zh browser language', async () => {
    browserPrefers(['zh-CN', 'zh']);
    renderHome();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('zh-cn'));
  });

  it('falls back to English when the browser lists none of the four', async () => {
    browserPrefers(['fr-FR', 'de']);
    renderHome();
    expect(await screen.findByText('Find the job that fits. Hire the people who fit.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it("keeps the visitor's own choice over the browser's", async () => {
    localStorage.setItem('jobmarket.portal.locale', 'lo');
    browserPrefers(['th-TH']);
    renderHome();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('lo'));
  });
});
