import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { API_BASE, httpClient } from '../../providers/httpClient';

interface DeleteWithConfirmButtonProps {
  /** api path under /api/v1 that takes `DELETE /<path>/{ids}`. */
  apiPath: string;
  /** Catalog prefix holding `actions.delete` and `messages.*` (e.g. `resources.users`). */
  messages: string;
  /** The rows to delete; without it, the list's selection. */
  ids?: Identifier[];
  onDeleted?: () => void;
}

/**
 * Deletion per spec §5: at least one item must be selected, a confirmation is needed, and cancelling says so.
 * One `DELETE /<path>/{ids}` for all of them, since the api takes comma-separated ids.
 */
export const DeleteWithConfirmButton = ({ apiPath, messages, ids, onDeleted }: DeleteWithConfirmButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const list = useListContext();
  const [open, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const targets = ids ?? list.selectedIds ?? [];

  const ask = () => {
    if (targets.length === 0) {
      notify(`${messages}.messages.selectToDelete`, { type: 'warning' });
      return;
    }
    setOpen(true);
  };
  const cancel = () => {
    setOpen(false);
    notify(`${messages}.messages.deleteCancelled`, { type: 'info' });
  };
  const confirm = async () => {
    setPending(true);
    try {
      await httpClient(`${API_BASE}/${apiPath}/${targets.join(',')}`, { method: 'DELETE' });
      notify(`${messages}.messages.deleted`, { type: 'success' });
      if (!ids) list.onUnselectItems?.();
      onDeleted?.();
      refresh();
    } catch (error) {
      notify((error as Error | undefined)?.message || `${messages}.messages.deleteFailed`, { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label={`${messages}.actions.delete`} color="error" onClick={(event) => (event.stopPropagation(), ask())}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`${messages}.messages.deleteTitle`)}
        content={translate(`${messages}.messages.deleteConfirm`, { count: targets.length })}
        onConfirm={confirm}
        onClose={cancel}
      />
    </>
  );
};
