import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CanAccess, DataTable, List, SearchInput, TopToolbar, useCanAccess, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { RecordFormDialog, type RecordDialogState } from '../../../components/RecordFormDialog';
import { ConfigInputs } from './ConfigInputs';
import { RefreshCacheButton } from './RefreshCacheButton';

const configFilters = [<SearchInput key="keywords" source="keywords" alwaysOn />];

const RowActions = ({ onEdit }: { onEdit: (id: Identifier) => void }) => {
  const record = useRecordContext<{ id: Identifier; configName: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <CanAccess resource="config" action="edit">
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
          {translate('ra.action.edit')}
        </Button>
      </CanAccess>
      <CanAccess resource="config" action="delete">
        <ConfirmDeleteButton resource="config" messages="resources.config" record={{ id: record.id, name: record.configName }} />
      </CanAccess>
    </>
  );
};

/** System config entries, with the api's settings cache refreshed on demand. */
export function ConfigList() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  const canDelete = useCanAccess({ resource: 'config', action: 'delete' }).canAccess === true;
  return (
    <>
      <List
        resource="config"
        filters={configFilters}
        actions={
          <TopToolbar>
            <CanAccess resource="config" action="create">
              <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
                {translate('resources.config.actions.create')}
              </Button>
            </CanAccess>
            <CanAccess resource="config" action="refresh">
              <RefreshCacheButton />
            </CanAccess>
            <CanAccess resource="config" action="delete">
              <ConfirmDeleteButton resource="config" messages="resources.config" />
            </CanAccess>
          </TopToolbar>
        }
      >
        <DataTable bulkActionButtons={canDelete ? <ConfirmDeleteButton resource="config" messages="resources.config" /> : false}>
          <DataTable.Col source="configName" />
          <DataTable.Col source="configKey" />
          <DataTable.Col source="configValue" disableSort />
          <DataTable.Col source="remark" disableSort />
          <DataTable.Col label="" disableSort>
            <RowActions onEdit={(id) => setDialog({ mode: 'edit', id })} />
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordFormDialog resource="config" state={dialog} onClose={() => setDialog(null)} titles={{ create: 'resources.config.actions.create', edit: 'resources.config.actions.edit' }}>
        <ConfigInputs />
      </RecordFormDialog>
    </>
  );
}
