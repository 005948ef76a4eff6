import DeleteIcon from '@mui/icons-material/Delete';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useListContextWithProps, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { apiPathOf } from '../providers/dataProvider';
import { API_BASE, httpClient } from '../providers/httpClient';

export interface ConfirmDeleteButtonProps {
  /** The resource whose api takes `DELETE /<path>/{ids}` (mapped like the data provider's, e.g. `dept`). */
  resource: string;
  /** Catalog prefix whose `deleteConfirm` asks about one named row (e.g. `resources.roles`); a generic question otherwise. */
  messages?: string;
  /** One row, named in the question; shorthand for `ids={[record.id]} name={record.name}`. */
  record?: { id: Identifier; name: string };
  /** The rows to delete; without them (and without `record`), the list's selection. */
  ids?: Identifier[];
  name?: string;
  /** `menuItem` for a row's "more" menu; `onClick` then lets the menu close. */
  variant?: 'button' | 'menuItem';
  onClick?: () => void;
  onDeleted?: () => void;
}

/**
 * Deletion per the spec: at least one item selected ("Please select items to delete"), a confirmation, "Delete cancelled"
 * when the user backs out, "Delete successful" after one `DELETE /<path>/{ids}` for all of them.
 */
export function ConfirmDeleteButton({ resource, messages, record, ids, name, variant = 'button', onClick, onDeleted }: ConfirmDeleteButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // outside a list (a department tree) there is no selection, only the rows given
  const list = useListContextWithProps({});
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const targets = record ? [record.id] : (ids ?? list.selectedIds ?? []);
  const targetName = record?.name ?? name;
  const isSelection = !record && !ids;

  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    onClick?.();
    if (targets.length === 0) notify('confirmDelete.selectToDelete', { type: 'warning' });
    else setOpen(true);
  };
  const cancel = () => {
    setOpen(false);
    notify('confirmDelete.cancelled', { type: 'info' });
  };
  const confirm = async () => {
    setPending(true);
    try {
      await httpClient(`${API_BASE}/${apiPathOf(resource)}/${targets.map((id) => encodeURIComponent(String(id))).join(',')}`, { method: 'DELETE' });
      notify('confirmDelete.deleted', { type: 'success' });
      if (isSelection) list.onUnselectItems?.();
      onDeleted?.();
      refresh();
    } catch (error) {
      notify((error as Error | undefined)?.message || 'confirmDelete.failed', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  const question =
    targets.length === 1 && targetName !== undefined
      ? translate(`${messages ?? 'confirmDelete'}.deleteConfirm`, { name: targetName, _: translate('confirmDelete.one', { name: targetName }) })
      : translate('confirmDelete.many', { count: targets.length });

  return (
    <>
      {variant === 'menuItem' ? (
        <MenuItem onClick={ask} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.action.delete')}</ListItemText>
        </MenuItem>
      ) : (
        <Button label="ra.action.delete" color="error" onClick={ask}>
          <DeleteIcon />
        </Button>
      )}
      <Confirm isOpen={isOpen} loading={isPending} title="confirmDelete.title" content={question} onConfirm={confirm} onClose={cancel} />
    </>
  );
}
