import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { canNotice, noticeStateOf } from '@jobmarket/contracts/system/noticeMachine';
import type { NoticePageRow } from '@jobmarket/contracts/system/notices';
import { Button, CanAccess, useRecordContext, type Identifier } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
import { NoticeStateButton } from './NoticeStateButton';

/** A row's actions: only those the notice's state allows (contracts' transition table) and the user may take. */
export const NoticeRowActions = ({ onView, onEdit }: { onView: (id: Identifier) => void; onEdit: (id: Identifier) => void }) => {
  const record = useRecordContext<NoticePageRow>();
  if (!record) return null;
  const state = noticeStateOf(record.publishStatus);
  return (
    <>
      <Button label="resources.notices.actions.detail" onClick={(event) => (event.stopPropagation(), onView(record.id))}>
        <VisibilityIcon />
      </Button>
      {canNotice(state, 'edit') && (
        <CanAccess resource="notices" action="edit">
          <Button label="resources.notices.actions.edit" onClick={(event) => (event.stopPropagation(), onEdit(record.id))}>
            <EditIcon />
          </Button>
        </CanAccess>
      )}
      {canNotice(state, 'publish') && (
        <CanAccess resource="notices" action="publish">
          <NoticeStateButton action="publish" notice={record} />
        </CanAccess>
      )}
      {canNotice(state, 'revoke') && (
        <CanAccess resource="notices" action="revoke">
          <NoticeStateButton action="revoke" notice={record} />
        </CanAccess>
      )}
      {canNotice(state, 'delete') && (
        <CanAccess resource="notices" action="delete">
          <ConfirmDeleteButton resource="notices" messages="resources.notices" ids={[record.id]} />
        </CanAccess>
      )}
    </>
  );
};
