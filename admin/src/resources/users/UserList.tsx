import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { Button, Datagrid, FunctionField, List, SelectInput, TextField, TextInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { HasPerm } from '../../auth/hasPerm';
import { DeleteWithConfirmButton } from './DeleteWithConfirmButton';
import { DeptTreeAside } from './DeptTreeAside';
import { ResetPasswordButton } from './ResetPasswordButton';
import { translateRoleNames } from './roleNames';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { statusChoices } from './UserInputs';
import { UserListActions } from './UserListActions';
import { UserStatusField } from './UserStatusField';

const userFilters = [<TextInput key="keywords" source="keywords" alwaysOn resettable />, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

const RowActions = ({ onEdit }: { onEdit: (id: Identifier) => void }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <HasPerm perm="sys:user:edit">
        <Button label="resources.users.actions.edit" onClick={(event) => (event.stopPropagation(), onEdit(record.id))}>
          <EditIcon />
        </Button>
      </HasPerm>
      <HasPerm perm="sys:user:password:reset">
        <ResetPasswordButton />
      </HasPerm>
      <HasPerm perm="sys:user:delete">
        <DeleteWithConfirmButton apiPath="users" messages="resources.users" ids={[record.id]} />
      </HasPerm>
    </>
  );
};

/** Users (spec: system management): department tree beside the list, filters, and the create/edit/delete/import/export actions. */
export const UserList = () => {
  const translate = useTranslate();
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Identifier | undefined>();
  return (
    <>
      <List resource="users" filters={userFilters} actions={<UserListActions onCreate={() => setCreating(true)} />} aside={<DeptTreeAside />} sort={{ field: 'createTime', order: 'DESC' }}>
        <Datagrid rowClick={false} bulkActionButtons={<HasPerm perm="sys:user:delete"><DeleteWithConfirmButton apiPath="users" messages="resources.users" /></HasPerm>}>
          <TextField source="username" />
          <TextField source="nickname" />
          <TextField source="deptName" sortable={false} />
          <TextField source="mobile" sortable={false} />
          <UserStatusField source="status" />
          <FunctionField source="roleNames" sortable={false} render={(record) => translateRoleNames(record.roleNames, translate)} />
          <TextField source="createTime" />
          <RowActions onEdit={setEditing} />
        </Datagrid>
      </List>
      <UserCreate open={isCreating} onClose={() => setCreating(false)} />
      <UserEdit id={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};
