import { Dialog, DialogTitle } from '@mui/material';
import { EditBase, SimpleForm, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { EditWithHistoryTabs } from '../../platform/history/EditWithHistoryTabs';
import { RoleInputs } from './RoleInputs';

/** The role form (GET /roles/{id}, PUT /roles/{id}) and the role's history, in a dialog over the list. */
export function RoleEdit({ id, onClose }: { id: Identifier | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('resources.roles.actions.edit')}</DialogTitle>
      {id !== undefined && (
        <EditBase
          resource="roles"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
              refresh();
              onClose();
            },
          }}
        >
          <EditWithHistoryTabs resource="roles" id={id}>
            <SimpleForm>
              <RoleInputs />
            </SimpleForm>
          </EditWithHistoryTabs>
        </EditBase>
      )}
    </Dialog>
  );
}
