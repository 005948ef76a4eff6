import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/VpnKey';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  CanAccess,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { RecordFormDialog, type RecordDialogState } from '../../../components/RecordFormDialog';
import { RoleInputs } from './RoleInputs';
import { RolePermissionsDialog } from './RolePermissionsDialog';
import { StatusField } from './RoleStatusField';

export interface RoleRecord {
  id: Identifier;
  name: string;
  code: string;
  status: number;
  sort: number;
  createTime?: string;
}

const roleFilters = [<SearchInput key="keywords" source="keywords" alwaysOn />];

/** A role's name as the api answers it: in the reader's language. */
export const RoleNameField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<RoleRecord>();
  if (!record) return null;
  return <>{record.name}</>;
};

const RowActions = ({ onEdit, onAssign }: { onEdit: (id: Identifier) => void; onAssign: (role: RoleRecord) => void }) => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <CanAccess resource="roles" action="edit">
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
          {translate('ra.action.edit')}
        </Button>
        <Button size="small" startIcon={<KeyIcon />} onClick={() => onAssign(record)}>
          {translate('resources.roles.actions.assignPerms')}
        </Button>
      </CanAccess>
      <CanAccess resource="roles" action="delete">
        <ConfirmDeleteButton resource="roles" messages="resources.roles" record={{ id: record.id, name: record.name }} />
      </CanAccess>
    </>
  );
};

export function RoleList() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  const [assigning, setAssigning] = useState<RoleRecord | null>(null);
  const canDelete = useCanAccess({ resource: 'roles', action: 'delete' }).canAccess === true;
  return (
    <>
      <List
        resource="roles"
        sort={{ field: 'sort', order: 'ASC' }}
        filters={roleFilters}
        actions={
          <TopToolbar>
            <CanAccess resource="roles" action="create">
              <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
                {translate('resources.roles.actions.create')}
              </Button>
            </CanAccess>
            <CanAccess resource="roles" action="delete">
              <ConfirmDeleteButton resource="roles" messages="resources.roles" />
            </CanAccess>
          </TopToolbar>
        }
      >
        <DataTable bulkActionButtons={canDelete ? <ConfirmDeleteButton resource="roles" messages="resources.roles" /> : false}>
          <DataTable.Col source="name">
            <RoleNameField />
          </DataTable.Col>
          <DataTable.Col source="code" />
          <DataTable.Col source="status">
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="sort" />
          <DataTable.Col source="createTime" />
          <DataTable.Col label="" disableSort>
            <RowActions onEdit={(id) => setDialog({ mode: 'edit', id })} onAssign={setAssigning} />
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordFormDialog resource="roles" state={dialog} onClose={() => setDialog(null)} titles={{ create: 'resources.roles.actions.create', edit: 'resources.roles.actions.edit' }} hasHistory>
        <RoleInputs />
      </RecordFormDialog>
      <RolePermissionsDialog role={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
