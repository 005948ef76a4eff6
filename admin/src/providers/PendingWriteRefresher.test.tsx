import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fakeApi';
import { renderAdmin, stubApi } from '../test/renderAdmin';
import { PendingWriteRefresher } from './PendingWriteRefresher';

const pending = { 'X-Read-Your-Writes': 'pending', 'X-Position': '0000000042:0000000001', 'X-Projections': 'dicts_v1' };

/** A list and a create button, as a list page and its create dialog would use the data provider. */
const DictionariesProbe = () => {
  const dataProvider = useDataProvider();
  const { data } = useGetList('dict');
  const [saved, setSaved] = useState<string>();
  const create = async () => setSaved((await dataProvider.create('dict', { data: { name: 'Saved first' } })).data.name);
  return (
    <>
      <ul aria-label="dictionaries">{data?.map((row) => <li key={row.id}>{row.name}</li>)}</ul>
      <button onClick={create}>create</button>
      {saved && <output>{saved}</output>}
    </>
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('a save answered before the read models caught up', () => {
  it('shows the saved record and a notice at once, and refetches the list once the projections have caught up', async () => {
    let rows = [{ id: 1, name: 'Existing' }];
    const api = stubApi({
      'GET /api/v1/dict': () => ok(rows, { 'Content-Range': `dict 0-${rows.length - 1}/${rows.length}` }),
      'POST /api/v1/dict': () => ok({ id: 2, name: 'Saved first' }, pending),
      'GET /api/v1/system/settled': () => {
        rows = [...rows, { id: 2, name: 'Saved first' }]; // the projection has caught up
        return ok({ settled: true, position: pending['X-Position'] });
      },
    });
    renderAdmin(
      <>
        <PendingWriteRefresher />
        <DictionariesProbe />
      </>,
    );
    expect(await screen.findByText('Existing')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved first');
    expect(await screen.findByText('Saved. The list will refresh in a moment.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'dictionaries' })).toHaveTextContent('Saved first'));
    const settled = api.calls('GET', '/api/v1/system/settled')[0]!;
    expect(settled.url.searchParams.get('position')).toBe(pending['X-Position']);
    expect(settled.url.searchParams.get('projections')).toBe('dicts_v1');
  });

  it('neither notifies nor waits when the save answered settled', async () => {
    const api = stubApi({
      'GET /api/v1/dict': () => ok([], { 'Content-Range': 'dict 0-0/0' }),
      'POST /api/v1/dict': () => ok({ id: 3, name: 'Saved first' }, { 'X-Read-Your-Writes': 'settled', 'X-Position': '1' }),
    });
    renderAdmin(
      <>
        <PendingWriteRefresher />
        <DictionariesProbe />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'create' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved first');
    expect(screen.queryByText('Saved. The list will refresh in a moment.')).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/v1/system/settled')).toHaveLength(0);
  });
});
