import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateBase, EditBase, SimpleForm, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';

export type DialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

interface RecordDialogProps {
  resource: string;
  state: DialogState;
  onClose: () => void;
  /** i18n keys of the titles. */
  titles: { create: string; edit: string };
  children: ReactNode;
  /** Values a new record starts with (a dictionary item's dictCode). */
  defaults?: Record<string, unknown>;
}

/**
 * Create and edit in a dialog over the list: the server routes register list views only, so the forms open in place
 * and the list refreshes after a save.
 */
export function RecordDialog({ resource, state, onClose, titles, children, defaults }: RecordDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const saved = (message: string) => () => {
    notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
    refresh();
    onClose();
  };
  return (
    <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth="sm">
      {state && <DialogTitle>{translate(state.mode === 'create' ? titles.create : titles.edit)}</DialogTitle>}
      <DialogContent>
        {state?.mode === 'create' && (
          <CreateBase resource={resource} redirect={false} mutationOptions={{ onSuccess: saved('ra.notification.created') }}>
            <SimpleForm defaultValues={defaults}>{children}</SimpleForm>
          </CreateBase>
        )}
        {state?.mode === 'edit' && (
          <EditBase resource={resource} id={state.id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess: saved('ra.notification.updated') }}>
            <SimpleForm>{children}</SimpleForm>
          </EditBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
