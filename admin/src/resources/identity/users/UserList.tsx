import { roleNamesText } from '@jobmarket/contracts';
import { useState } from 'react';
import { CanAccess, Datagrid, FunctionField, List, SelectInput, TextField, TextInput, type Identifier } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { DeptTreeAside } from './DeptTreeAside';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { statusChoices } from './UserInputs';
import { UserListActions } from './UserListActions';
import { UserRowActions } from './UserRowActions';
import { UserStatusField } from './UserStatusField';

// the row actions stay in sight at the right edge when a narrow screen makes the table scroll sideways
const stickyActions = { '& td:last-of-type, & th:last-of-type': { position: 'sticky', right: 0, zIndex: 1, backgroundColor: 'background.paper' } };

const userFilters = [<TextInput key="keywords" source="keywords" alwaysOn resettable />, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

/** Users (spec: system management): department tree beside the list, filters, and the create/edit/delete/import/export actions. */
export const UserList = () => {
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Identifier | undefined>();
  return (
    <>
      <List resource="users" filters={userFilters} actions={<UserListActions onCreate={() => setCreating(true)} />} aside={<DeptTreeAside />} sort={{ field: 'createTime', order: 'DESC' }}>
        <Datagrid rowClick={false} sx={stickyActions} bulkActionButtons={<CanAccess resource="users" action="delete"><ConfirmDeleteButton resource="users" /></CanAccess>}>
          <TextField source="username" />
          <TextField source="nickname" />
          <TextField source="deptName" sortable={false} />
          <TextField source="mobile" sortable={false} />
          <UserStatusField source="status" />
          <FunctionField source="roleNames" sortable={false} render={(record) => roleNamesText(record.roleNames)} />
          <TextField source="createTime" />
          <UserRowActions onEdit={setEditing} />
        </Datagrid>
      </List>
      <UserCreate open={isCreating} onClose={() => setCreating(false)} />
      <UserEdit id={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};
