import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { CanAccess, useCanAccess, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { ResetPasswordButton } from './ResetPasswordButton';

/**
 * A row's actions as icons: Edit stays in sight, the rarer ones (reset password, delete) sit in a "more" menu so the row fits
 * at 1280 px. The menu stays mounted while closed, so the dialogs those items open survive the menu closing.
 */
export const UserRowActions = ({ onEdit }: { onEdit: (id: Identifier) => void }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const canResetPassword = useCanAccess({ resource: 'users', action: 'resetPassword' }).canAccess === true;
  const canDelete = useCanAccess({ resource: 'users', action: 'delete' }).canAccess === true;
  if (!record) return null;
  const close = () => setAnchor(null);
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      <CanAccess resource="users" action="edit">
        <Tooltip title={translate('resources.users.actions.edit')}>
          <IconButton size="small" color="primary" aria-label={translate('resources.users.actions.edit')} onClick={(event) => (event.stopPropagation(), onEdit(record.id))}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CanAccess>
      {(canResetPassword || canDelete) && (
        <>
          <Tooltip title={translate('resources.users.actions.more')}>
            <IconButton size="small" aria-label={translate('resources.users.actions.more')} aria-haspopup="menu" onClick={(event) => (event.stopPropagation(), setAnchor(event.currentTarget))}>
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={close} keepMounted onClick={(event) => event.stopPropagation()}>
            {canResetPassword && <ResetPasswordButton variant="menuItem" onClick={close} />}
            {canDelete && <ConfirmDeleteButton resource="users" ids={[record.id]} name={String(record.username)} variant="menuItem" onClick={close} />}
          </Menu>
        </>
      )}
    </Stack>
  );
};
