import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CanAccess, DataTable, List, SearchInput, TextInput, TopToolbar, useCanAccess, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { RecordFormDialog, type RecordDialogState } from '../../../components/RecordFormDialog';
import { StatusField } from '../../identity/roles/RoleStatusField';
import { DictDataInputs } from './DictDataInputs';
import { TagChipField } from './TagChip';

const allItemsFilters = [<SearchInput key="keywords" source="keywords" alwaysOn />, <TextInput key="dictCode" source="dictCode" alwaysOn />];
const oneDictFilters = [<SearchInput key="keywords" source="keywords" alwaysOn />];

const RowActions = ({ onEdit }: { onEdit: (id: Identifier) => void }) => {
  const record = useRecordContext<{ id: Identifier; label: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <CanAccess resource="dict-data" action="edit">
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
          {translate('ra.action.edit')}
        </Button>
      </CanAccess>
      <CanAccess resource="dict-data" action="delete">
        <ConfirmDeleteButton resource="dict-data" messages="resources.dict-data" record={{ id: record.id, name: record.label }} />
      </CanAccess>
    </>
  );
};

/**
 * A dictionary's items (`dictCode` given: inside the dictionary's dialog) or every item filterable by code (the
 * `dict-data` resource's own page).
 */
export function DictDataList({ dictCode }: { dictCode?: string }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  const canDelete = useCanAccess({ resource: 'dict-data', action: 'delete' }).canAccess === true;
  return (
    <>
      <List
        resource="dict-data"
        sort={{ field: 'sort', order: 'ASC' }}
        filters={dictCode ? oneDictFilters : allItemsFilters}
        {...(dictCode ? { filter: { dictCode }, disableSyncWithLocation: true, storeKey: false as const, title: false as const } : {})}
        actions={
          <TopToolbar>
            <CanAccess resource="dict-data" action="create">
              <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
                {translate('resources.dict-data.actions.create')}
              </Button>
            </CanAccess>
            <CanAccess resource="dict-data" action="delete">
              <ConfirmDeleteButton resource="dict-data" messages="resources.dict-data" />
            </CanAccess>
          </TopToolbar>
        }
      >
        <DataTable bulkActionButtons={canDelete ? <ConfirmDeleteButton resource="dict-data" messages="resources.dict-data" /> : false}>
          {!dictCode && <DataTable.Col source="dictCode" />}
          <DataTable.Col source="label" />
          <DataTable.Col source="value" />
          <DataTable.Col source="sort" />
          <DataTable.Col source="status">
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="tagType" disableSort>
            <TagChipField />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <RowActions onEdit={(id) => setDialog({ mode: 'edit', id })} />
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordFormDialog
        resource="dict-data"
        state={dialog}
        onClose={() => setDialog(null)}
        titles={{ create: 'resources.dict-data.actions.create', edit: 'resources.dict-data.actions.edit' }}
        {...(dictCode ? { defaults: { dictCode } } : {})}
      >
        <DictDataInputs />
      </RecordFormDialog>
    </>
  );
}

/** The `dict-data` resource's list view (registered beside the dictionaries). */
export const DictDataPage = () => <DictDataList />;
