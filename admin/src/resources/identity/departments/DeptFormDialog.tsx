import { Dialog, DialogTitle } from '@mui/material';
import { Form, ResourceContextProvider, SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { DeptInputs } from './DeptInputs';
import type { DeptNode } from './deptTree';

export type DeptFormTarget = { mode: 'create'; parentId: number } | { mode: 'edit'; node: DeptNode };

/** Create or edit a department in a dialog over the tree. */
export const DeptFormDialog = ({ target, onClose, onSaved }: { target: DeptFormTarget | undefined; onClose: () => void; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const defaults =
    target?.mode === 'edit'
      ? { parentId: target.node.parentId, name: target.node.name, code: target.node.code, sort: target.node.sort, status: target.node.status }
      : { parentId: target?.parentId ?? 0, name: '', code: '', sort: 0, status: 1 };

  const save = async (data: Record<string, unknown>) => {
    if (!target) return;
    const body = JSON.stringify({ parentId: Number(data.parentId ?? 0), name: data.name, code: data.code, sort: Number(data.sort ?? 0), status: Number(data.status ?? 1) });
    try {
      if (target.mode === 'edit') await httpClient(`${API_BASE}/dept/${target.node.id}`, { method: 'PUT', body });
      else await httpClient(`${API_BASE}/dept`, { method: 'POST', body });
      notify(target.mode === 'edit' ? 'resources.dept.messages.modified' : 'resources.dept.messages.added', { type: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      notify((error as Error | undefined)?.message || (target.mode === 'edit' ? 'resources.dept.messages.modifyFailed' : 'resources.dept.messages.addFailed'), { type: 'error' });
    }
  };

  return (
    <Dialog open={target !== undefined} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(target?.mode === 'edit' ? 'resources.dept.actions.edit' : 'resources.dept.actions.add')}</DialogTitle>
      {target && (
        <ResourceContextProvider value="dept">
          <Form defaultValues={defaults} onSubmit={save}>
            <div style={{ padding: '0 24px' }}>
              <DeptInputs />
            </div>
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          </Form>
        </ResourceContextProvider>
      )}
    </Dialog>
  );
};
