import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SearchInput, TopToolbar, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { HasPerm, useHasPerm } from '../../../auth/hasPerm';
import { ConfirmDeleteButton } from '../../identity/roles/ConfirmDeleteButton';
import { RecordDialog, type DialogState } from '../../identity/roles/RecordDialog';
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
      <HasPerm perm="sys:dict-data:query">
        <Button size="small" startIcon={<ListIcon />} onClick={() => onData(record)}>
          {translate('resources.dict.actions.data')}
        </Button>
      </HasPerm>
      <HasPerm perm="sys:dict:edit">
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(record.id)}>
          {translate('ra.action.edit')}
        </Button>
      </HasPerm>
      <HasPerm perm="sys:dict:delete">
        <ConfirmDeleteButton resource="dict" messages="resources.dict" record={{ id: record.id, name: record.name }} />
      </HasPerm>
    </>
  );
};

/** Dictionaries, each with its items one click away (the items' dialog). */
export function DictList() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [dataOf, setDataOf] = useState<DictRecord | null>(null);
  const canDelete = useHasPerm('sys:dict:delete');
  return (
    <>
      <List
        resource="dict"
        filters={dictFilters}
        actions={
          <TopToolbar>
            <HasPerm perm="sys:dict:add">
              <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
                {translate('resources.dict.actions.create')}
              </Button>
            </HasPerm>
            <HasPerm perm="sys:dict:delete">
              <ConfirmDeleteButton resource="dict" messages="resources.dict" />
            </HasPerm>
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
      <RecordDialog resource="dict" state={dialog} onClose={() => setDialog(null)} titles={{ create: 'resources.dict.actions.create', edit: 'resources.dict.actions.edit' }}>
        <DictInputs />
      </RecordDialog>
      <Dialog open={dataOf !== null} onClose={() => setDataOf(null)} fullWidth maxWidth="md">
        <DialogTitle>{translate('resources.dict.dataTitle', { name: dataOf?.name ?? '' })}</DialogTitle>
        <DialogContent>{dataOf && <DictDataList dictCode={dataOf.dictCode} />}</DialogContent>
      </Dialog>
    </>
  );
}
