import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { CreateBase, EditBase, SimpleForm, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { EntityHistoryProps } from '../resources/platform/history/EntityHistory';
import { EditWithHistoryTabs } from '../resources/platform/history/EditWithHistoryTabs';

/** What the dialog shows: a new record, an existing one, or nothing (closed). Extra fields (a parent id…) are the caller's. */
export type RecordDialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

export type RecordDialogMode = 'create' | 'edit';

interface CommonProps {
  state: RecordDialogState | undefined;
  onClose: () => void;
  /** i18n keys of the titles. */
  titles: Record<RecordDialogMode, string>;
  /** i18n keys of the success notices; react-admin's "Element created/updated" by default. */
  savedMessages?: Record<RecordDialogMode, string>;
  /** The inputs; a function when they differ between creating and editing. */
  children: ReactNode | ((state: Exclude<RecordDialogState, null>) => ReactNode);
  /** Values a new record starts with (a dictionary item's dictCode, a menu's parent). */
  defaults?: FieldValues;
  /** The request body from the form's values (the form carries read-only columns the api does not take). */
  transform?: (values: Record<string, unknown>, mode: RecordDialogMode) => unknown;
  toolbar?: ReactElement | false;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** After a save; the list refreshes by default (a tree that loads itself passes its own reload). */
  onSaved?: () => void;
}

/** `hasHistory` shows the record's history beside the edit form (the dialog widens for it); only entities with a history have it. */
type RecordFormDialogProps = CommonProps & ({ resource: EntityHistoryProps['resource']; hasHistory: true } | { resource: string; hasHistory?: false });

/**
 * The one create/edit dialog over a list: the server routes register list views, so forms open in place. The record
 * is read and written through the data provider, the api's field errors land on the inputs, and the dialog closes
 * after a save.
 */
export function RecordFormDialog(props: RecordFormDialogProps) {
  const { resource, state, onClose, titles, children, defaults, transform, toolbar, maxWidth = 'sm', onSaved } = props;
  const savedMessages = props.savedMessages ?? { create: 'ra.notification.created', edit: 'ra.notification.updated' };
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const saved = (mode: RecordDialogMode) => () => {
    notify(savedMessages[mode], { type: 'success', messageArgs: { smart_count: 1 } });
    (onSaved ?? refresh)();
    onClose();
  };
  const transformFor = (mode: RecordDialogMode) => (transform ? (values: Record<string, unknown>) => transform(values, mode) : undefined);
  const inputs = state ? (typeof children === 'function' ? children(state) : children) : null;
  const form = (formDefaults?: FieldValues) => (
    <SimpleForm defaultValues={formDefaults} {...(toolbar !== undefined ? { toolbar } : {})}>
      {inputs}
    </SimpleForm>
  );
  const historyOf = props.hasHistory ? props.resource : undefined;
  const isHistoryShown = historyOf !== undefined && state?.mode === 'edit';
  return (
    <Dialog open={Boolean(state)} onClose={onClose} fullWidth maxWidth={isHistoryShown ? 'md' : maxWidth}>
      {state && <DialogTitle>{translate(titles[state.mode])}</DialogTitle>}
      {state?.mode === 'create' && (
        <DialogContent>
          <CreateBase resource={resource} redirect={false} transform={transformFor('create')} mutationOptions={{ onSuccess: saved('create') }}>
            {form(defaults)}
          </CreateBase>
        </DialogContent>
      )}
      {state?.mode === 'edit' && (
        <EditBase resource={resource} id={state.id} redirect={false} mutationMode="pessimistic" transform={transformFor('edit')} mutationOptions={{ onSuccess: saved('edit') }}>
          {historyOf ? (
            <EditWithHistoryTabs resource={historyOf} id={state.id}>
              {form()}
            </EditWithHistoryTabs>
          ) : (
            <DialogContent>{form()}</DialogContent>
          )}
        </EditBase>
      )}
    </Dialog>
  );
}
