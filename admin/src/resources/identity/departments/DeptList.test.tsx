import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fakeApi';
import { accessChecksSettled, renderAdmin, stubApi } from '../../../test/renderAdmin';
import { DeptList } from './DeptList';

const tree = [
  { id: 1, parentId: 0, name: 'Head office', code: 'HQ', sort: 1, status: 1, createTime: '2026-01-01 09:00:00', children: [{ id: 2, parentId: 1, name: 'Sales', code: 'SALES', sort: 1, status: 0 }] },
];

let api: ReturnType<typeof fakeApi>;

function renderTree(perms: string[]) {
  api = stubApi({ 'GET /api/v1/dept': () => ok(tree), 'GET /api/v1/dept/options': () => ok([]), 'POST /api/v1/dept': () => ok({ id: 3 }) });
  renderAdmin(<DeptList />, { perms });
}

afterEach(() => vi.unstubAllGlobals());

describe('DeptList', () => {
  it('shows the department tree and folds a branch away', async () => {
    renderTree(['sys:dept:query']);
    expect(await screen.findByText('Sales')).toBeInTheDocument();
    expect(screen.getByText('HQ')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Head office' }));
    expect(screen.queryByText('Sales')).not.toBeInTheDocument();
  });

  it('offers edit and delete only to those holding the permissions', async () => {
    renderTree(['sys:dept:query', 'sys:dept:edit']);
    await screen.findByText('Sales');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2));
    await accessChecksSettled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('creates a sub-department under the row it was asked from', async () => {
    renderTree(['sys:dept:query', 'sys:dept:add']);
    await screen.findByText('Sales');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add sub-department' })[0]!);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Marketing' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'MKT' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await vi.waitFor(() => expect(api.calls('POST', '/api/v1/dept')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST', '/api/v1/dept')[0]!.body!)).toEqual({ parentId: 1, name: 'Marketing', code: 'MKT', sort: 0, status: 1 });
  });
});
