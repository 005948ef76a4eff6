import { Dialog, DialogTitle } from '@mui/material';
import { CreateBase, SimpleForm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { toUserForm, UserInputs } from './UserInputs';

/** The create form, in a dialog over the list (the list stays where it was). */
export const UserCreate = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.users.actions.add')}</DialogTitle>
      {open && (
        <CreateBase
          resource="users"
          redirect={false}
          transform={(data: Record<string, unknown>) => toUserForm(data, 'create')}
          mutationOptions={{
            onSuccess: () => {
              notify('resources.users.messages.added', { type: 'success' });
              refresh();
              onClose();
            },
          }}
        >
          <SimpleForm defaultValues={{ gender: 0, status: 1, roleIds: [], deptId: null }}>
            <UserInputs mode="create" />
          </SimpleForm>
        </CreateBase>
      )}
    </Dialog>
  );
};
