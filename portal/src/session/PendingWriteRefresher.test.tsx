import { catalogs } from '@jobmarket/contracts/i18n/translate';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { createApiClient } from './apiClient';
import { useSession } from './SessionContext';
import { tokens } from './tokens';

const pending = { 'X-Read-Your-Writes': 'pending', 'X-Position': '0000000042:0000000001', 'X-Projections': 'resumes_v1' };
const answer = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code: '00000', data, msg: 'ok' }), { headers: { 'Content-Type': 'application/json', ...headers } });

/** A list and a save, as a page of the portal would use the api. */
const ResumesProbe = () => {
  const { api } = useSession();
  const { data } = useQuery({ queryKey: ['resumes'], queryFn: () => api.request<{ id: number; title: string }[]>('/resumes') });
  const [saved, setSaved] = useState<string>();
  const save = async () => setSaved((await api.request<{ title: string }>('/resumes', { method: 'POST', json: { title: 'Saved first' } })).title);
  return (
    <>
      <ul aria-label="resumes">{data?.map((row) => <li key={row.id}>{row.title}</li>)}</ul>
      <button onClick={save}>save</button>
      {saved && <output>{saved}</output>}
    </>
  );
};

function renderWith(answers: { save: Record<string, string> }) {
  let rows = [{ id: 1, title: 'Existing' }];
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    calls.push(url);
    if (url.pathname === '/api/v1/resumes' && init?.method === 'POST') return answer({ id: 2, title: 'Saved first' }, answers.save);
    if (url.pathname === '/api/v1/resumes') return answer(rows);
    if (url.pathname === '/api/v1/system/settled') {
      rows = [...rows, { id: 2, title: 'Saved first' }]; // the projection has caught up
      return answer({ settled: true, position: url.searchParams.get('position') });
    }
    return answer(null);
  };
  const api = createApiClient({ tokens, locale: () => 'en', onSessionExpired: () => undefined, textOf: (key) => catalogs.en.errors[key === 'errors.unknown' ? 'unknown' : 'A0231'], fetch });
  render(
    <App queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} api={api}>
      <ResumesProbe />
    </App>,
  );
  return { calls };
}

describe('a save answered before the read models caught up', () => {
  it('shows what was saved and a notice at once, and refetches the lists once the projections have caught up', async () => {
    const { calls } = renderWith({ save: pending });
    expect(await screen.findByText('Existing')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved first');
    expect(await screen.findByText('Saved. The list will refresh in a moment.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'resumes' })).toHaveTextContent('Saved first'));
    const settled = calls.find((url) => url.pathname === '/api/v1/system/settled')!;
    expect(settled.searchParams.get('projections')).toBe('resumes_v1');
  });

  it('neither notifies nor waits when the save answered settled', async () => {
    const { calls } = renderWith({ save: { 'X-Read-Your-Writes': 'settled', 'X-Position': '1' } });
    fireEvent.click(await screen.findByRole('button', { name: 'save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved first');
    expect(screen.queryByText('Saved. The list will refresh in a moment.')).not.toBeInTheDocument();
    expect(calls.some((url) => url.pathname === '/api/v1/system/settled')).toBe(false);
  });
});
