import { Dialog, DialogTitle } from '@mui/material';
import { EditBase, SimpleForm, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { EditWithHistoryTabs } from '../../platform/history/EditWithHistoryTabs';
import { toUserForm, UserInputs } from './UserInputs';

/** The edit form (GET /users/{id}, PUT /users/{id}) and the user's history, in a dialog over the list. */
export const UserEdit = ({ id, onClose }: { id: Identifier | undefined; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('resources.users.actions.edit')}</DialogTitle>
      {id !== undefined && (
        <EditBase
          resource="users"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          transform={(data: Record<string, unknown>) => toUserForm(data, 'edit')}
          mutationOptions={{
            onSuccess: () => {
              notify('resources.users.messages.modified', { type: 'success' });
              refresh();
              onClose();
            },
          }}
        >
          <EditWithHistoryTabs resource="users" id={id}>
            <SimpleForm>
              <UserInputs mode="edit" />
            </SimpleForm>
          </EditWithHistoryTabs>
        </EditBase>
      )}
    </Dialog>
  );
};
