import { roleNamesText } from '@jobmarket/contracts';
import { useState } from 'react';
import { CanAccess, Datagrid, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { DeptTreeAside } from './DeptTreeAside';
import { RecordFormDialog, type RecordDialogState } from '../../../components/RecordFormDialog';
import { statusChoices, toUserForm, UserInputs } from './UserInputs';
import { UserListActions } from './UserListActions';
import { UserRowActions } from './UserRowActions';
import { UserStatusField } from './UserStatusField';

// the row actions stay in sight at the right edge when a narrow screen makes the table scroll sideways
const stickyActions = { '& td:last-of-type, & th:last-of-type': { position: 'sticky', right: 0, zIndex: 1, backgroundColor: 'background.paper' } };

const userFilters = [<TextInput key="keywords" source="keywords" alwaysOn resettable />, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

/** Users (spec: system management): department tree beside the list, filters, and the create/edit/delete/import/export actions. */
export const UserList = () => {
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  return (
    <>
      <List resource="users" filters={userFilters} actions={<UserListActions onCreate={() => setDialog({ mode: 'create' })} />} aside={<DeptTreeAside />} sort={{ field: 'createTime', order: 'DESC' }}>
        <Datagrid rowClick={false} sx={stickyActions} bulkActionButtons={<CanAccess resource="users" action="delete"><ConfirmDeleteButton resource="users" /></CanAccess>}>
          <TextField source="username" />
          <TextField source="nickname" />
          <TextField source="deptName" sortable={false} />
          <TextField source="mobile" sortable={false} />
          <UserStatusField source="status" />
          <FunctionField source="roleNames" sortable={false} render={(record) => roleNamesText(record.roleNames)} />
          <TextField source="createTime" />
          <UserRowActions onEdit={(id) => setDialog({ mode: 'edit', id })} />
        </Datagrid>
      </List>
      <RecordFormDialog
        resource="users"
        state={dialog}
        onClose={() => setDialog(null)}
        titles={{ create: 'resources.users.actions.add', edit: 'resources.users.actions.edit' }}
        savedMessages={{ create: 'resources.users.messages.added', edit: 'resources.users.messages.modified' }}
        defaults={{ gender: 0, status: 1, roleIds: [], deptId: null }}
        transform={toUserForm}
        hasHistory
      >
        {({ mode }) => <UserInputs mode={mode} />}
      </RecordFormDialog>
    </>
  );
};
