import AddIcon from '@mui/icons-material/Add';
import type { NoticePageRow } from '@jobmarket/contracts/system/notices';
import { useState } from 'react';
import { Button, CanAccess, DataTable, List, SelectInput, TextInput, TopToolbar, useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { DeleteWithConfirmButton } from '../../identity/users/DeleteWithConfirmButton';
import { DictionaryChip } from './DictionaryChip';
import { NoticeDetailDialog } from './NoticeDetailDialog';
import { NoticeFormDialog, type NoticeDialogState } from './NoticeFormDialog';
import { NoticeRowActions } from './NoticeRowActions';
import { NoticeStatusChip, publishStatusChoices } from './NoticeStatusChip';
import { targetTypeChoices } from './NoticeInputs';

const noticeFilters = [
  <TextInput key="title" source="title" alwaysOn resettable />,
  <SelectInput key="publishStatus" source="publishStatus" choices={publishStatusChoices} alwaysOn />,
];

const TargetTypeText = ({ targetType }: { targetType: number }) => {
  const translate = useTranslate();
  const choice = targetTypeChoices.find((candidate) => candidate.id === targetType);
  return <>{choice ? translate(choice.name) : ''}</>;
};

/** Notices (system management): drafts are edited, published and revoked here, each after its own confirmation. */
export function NoticeList() {
  const [dialog, setDialog] = useState<NoticeDialogState>(null);
  const [viewing, setViewing] = useState<Identifier | undefined>();
  const canDelete = useCanAccess({ resource: 'notices', action: 'delete' }).canAccess === true;
  return (
    <>
      <List
        resource="notices"
        filters={noticeFilters}
        // the toolbar (and its "New notice") stays when there are no notices yet
        empty={false}
        sort={{ field: 'createTime', order: 'DESC' }}
        actions={
          <TopToolbar>
            <CanAccess resource="notices" action="create">
              <Button label="resources.notices.actions.add" onClick={() => setDialog({ mode: 'create' })}>
                <AddIcon />
              </Button>
            </CanAccess>
            <CanAccess resource="notices" action="delete">
              <DeleteWithConfirmButton apiPath="notices" messages="resources.notices" />
            </CanAccess>
          </TopToolbar>
        }
      >
        <DataTable<NoticePageRow> rowClick={false} bulkActionButtons={canDelete ? <DeleteWithConfirmButton apiPath="notices" messages="resources.notices" /> : false}>
          <DataTable.Col source="title" />
          <DataTable.Col source="type" render={(record) => <DictionaryChip dictCode="notice_type" value={record.type} />} />
          <DataTable.Col source="level" render={(record) => <DictionaryChip dictCode="notice_level" value={record.level} />} />
          <DataTable.Col source="publishStatus" render={(record) => <NoticeStatusChip status={record.publishStatus} />} />
          <DataTable.Col source="targetType" disableSort render={(record) => <TargetTypeText targetType={record.targetType} />} />
          <DataTable.Col source="publisherName" disableSort />
          <DataTable.Col source="publishTime" />
          <DataTable.Col source="createTime" />
          <DataTable.Col label="" disableSort>
            <NoticeRowActions onView={setViewing} onEdit={(id) => setDialog({ mode: 'edit', id })} />
          </DataTable.Col>
        </DataTable>
      </List>
      <NoticeFormDialog state={dialog} onClose={() => setDialog(null)} />
      <NoticeDetailDialog id={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
