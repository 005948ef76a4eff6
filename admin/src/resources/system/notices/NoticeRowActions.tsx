import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { canNotice, noticeStateOf } from '@jobmarket/contracts/system/noticeMachine';
import type { NoticePageRow } from '@jobmarket/contracts/system/notices';
import { Button, useRecordContext, type Identifier } from 'react-admin';
import { HasPerm } from '../../../auth/hasPerm';
import { DeleteWithConfirmButton } from '../../identity/users/DeleteWithConfirmButton';
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
        <HasPerm perm="sys:notice:edit">
          <Button label="resources.notices.actions.edit" onClick={(event) => (event.stopPropagation(), onEdit(record.id))}>
            <EditIcon />
          </Button>
        </HasPerm>
      )}
      {canNotice(state, 'publish') && (
        <HasPerm perm="sys:notice:publish">
          <NoticeStateButton action="publish" notice={record} />
        </HasPerm>
      )}
      {canNotice(state, 'revoke') && (
        <HasPerm perm="sys:notice:revoke">
          <NoticeStateButton action="revoke" notice={record} />
        </HasPerm>
      )}
      {canNotice(state, 'delete') && (
        <HasPerm perm="sys:notice:delete">
          <DeleteWithConfirmButton apiPath="notices" messages="resources.notices" ids={[record.id]} />
        </HasPerm>
      )}
    </>
  );
};
