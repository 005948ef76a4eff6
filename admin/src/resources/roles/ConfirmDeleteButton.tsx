import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDeleteMany, useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';

interface ConfirmDeleteButtonProps {
  resource: string;
  /** Catalog prefix holding `deleteConfirm`, `bulkDeleteConfirm` and `messages.*` (e.g. `resources.roles`). */
  messages: string;
  /** One row (its id and name for the question); without it, the list's selection. */
  record?: { id: Identifier; name: string };
}

/**
 * Deletion per the spec: at least one item selected, a confirmation, "Delete cancelled" when the user backs out,
 * then the data provider's deleteMany.
 */
export function ConfirmDeleteButton({ resource, messages, record }: ConfirmDeleteButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const list = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const targets = record ? [record.id] : (list.selectedIds ?? []);

  const ask = () => {
    if (targets.length === 0) notify(`${messages}.messages.selectToDelete`, { type: 'warning' });
    else setOpen(true);
  };
  const cancel = () => {
    setOpen(false);
    notify(`${messages}.messages.deleteCancelled`, { type: 'info' });
  };
  const confirm = () =>
    deleteMany(
      resource,
      { ids: targets },
      {
        onSuccess: () => {
          setOpen(false);
          notify(`${messages}.messages.deleted`, { type: 'success' });
          if (!record) list.onUnselectItems?.();
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          ask();
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.action.delete"
        content={record ? translate(`${messages}.deleteConfirm`, { name: record.name }) : translate(`${messages}.bulkDeleteConfirm`, { count: targets.length })}
        onConfirm={confirm}
        onClose={cancel}
      />
    </>
  );
}
