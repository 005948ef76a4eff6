import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { CanAccess, DataTable, List, SearchInput, TopToolbar, useCanAccess, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { RecordFormDialog, type RecordDialogState } from '../../../components/RecordFormDialog';
import { StatusField } from '../../identity/roles/RoleStatusField';
import { DictDataList } from './DictDataList';
import { DictInputs } from './DictInputs';

interface DictRecord {
  id: Identifier;
  name: string;
  dictCode: string;
}

const dictFilters = [<SearchInput key="keywords" source="keywords" alwaysOn />];

const RowActions = ({ onEdit, onData }: { onEdit: (id: Identifier) => void; onData: (dict: DictRecord) => void }) => {
  const record = useRecordContext<DictRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <CanAccess resource="dict-data" action="list">
        <Button size="small" startIcon={<ListIcon />} onClick={() => onData(record)}>
          {translate('resources.dict.actions.data')}
        </Button>
      </CanAccess>
      <CanAccess resource="dict" action="edit">
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
          {translate('ra.action.edit')}
        </Button>
      </CanAccess>
      <CanAccess resource="dict" action="delete">
        <ConfirmDeleteButton resource="dict" messages="resources.dict" record={{ id: record.id, name: record.name }} />
      </CanAccess>
    </>
  );
};

/** Dictionaries, each with its items one click away (the items' dialog). */
export function DictList() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  const [dataOf, setDataOf] = useState<DictRecord | null>(null);
  const canDelete = useCanAccess({ resource: 'dict', action: 'delete' }).canAccess === true;
  return (
    <>
      <List
        resource="dict"
        filters={dictFilters}
        actions={
          <TopToolbar>
            <CanAccess resource="dict" action="create">
              <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
                {translate('resources.dict.actions.create')}
              </Button>
            </CanAccess>
            <CanAccess resource="dict" action="delete">
              <ConfirmDeleteButton resource="dict" messages="resources.dict" />
            </CanAccess>
          </TopToolbar>
        }
      >
        <DataTable bulkActionButtons={canDelete ? <ConfirmDeleteButton resource="dict" messages="resources.dict" /> : false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="dictCode" />
          <DataTable.Col source="status">
            <StatusField />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <RowActions onEdit={(id) => setDialog({ mode: 'edit', id })} onData={setDataOf} />
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordFormDialog resource="dict" state={dialog} onClose={() => setDialog(null)} titles={{ create: 'resources.dict.actions.create', edit: 'resources.dict.actions.edit' }}>
        <DictInputs />
      </RecordFormDialog>
      <Dialog open={dataOf !== null} onClose={() => setDataOf(null)} fullWidth maxWidth="md">
        <DialogTitle>{translate('resources.dict.dataTitle', { name: dataOf?.name ?? '' })}</DialogTitle>
        <DialogContent>{dataOf && <DictDataList dictCode={dataOf.dictCode} />}</DialogContent>
      </Dialog>
    </>
  );
}
