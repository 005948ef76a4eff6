import AddIcon from '@mui/icons-material/Add';
import type { NoticePageRow } from '@jobmarket/contracts/system/notices';
import { useState } from 'react';
import { Button, CanAccess, DataTable, List, SelectInput, TextInput, TopToolbar, useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { RecordFormDialog, type RecordDialogState } from '../../../components/RecordFormDialog';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { DictionaryChip } from './DictionaryChip';
import { NoticeDetailDialog } from './NoticeDetailDialog';
import { NoticeRowActions } from './NoticeRowActions';
import { NoticeStatusChip, publishStatusChoices } from './NoticeStatusChip';
import { newNotice, NoticeInputs, targetTypeChoices, toNoticeForm } from './NoticeInputs';

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
  const [dialog, setDialog] = useState<RecordDialogState>(null);
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
              <ConfirmDeleteButton resource="notices" messages="resources.notices" />
            </CanAccess>
          </TopToolbar>
        }
      >
        <DataTable<NoticePageRow> rowClick={false} bulkActionButtons={canDelete ? <ConfirmDeleteButton resource="notices" messages="resources.notices" /> : false}>
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
      <RecordFormDialog
        resource="notices"
        state={dialog}
        onClose={() => setDialog(null)}
        titles={{ create: 'resources.notices.actions.add', edit: 'resources.notices.actions.edit' }}
        savedMessages={{ create: 'resources.notices.messages.added', edit: 'resources.notices.messages.modified' }}
        defaults={newNotice}
        transform={toNoticeForm}
        maxWidth="md"
      >
        <NoticeInputs />
      </RecordFormDialog>
      <NoticeDetailDialog id={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
