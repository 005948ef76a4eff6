import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { PageLoadBoundary } from './PageLoadBoundary';

describe('PageLoadBoundary', () => {
  it('answers a page chunk that cannot be fetched with a message and a reload button, not a blank app', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <I18nProvider>
        <MemoryRouter>
          <p>header</p>
          <PageLoadBoundary>
            <Suspense fallback={null}>
              <Unreachable />
            </Suspense>
          </PageLoadBoundary>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByText('header')).toBeInTheDocument();
    logged.mockRestore();
  });
});
