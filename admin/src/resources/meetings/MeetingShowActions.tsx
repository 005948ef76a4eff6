import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import { allowedMeetingActions, type MeetingAction } from '@jobmarket/contracts/meetings/meetingMachine';
import type { MeetingView } from '@jobmarket/contracts/meetings/views';
import { useState } from 'react';
import { Button, Confirm, ListButton, TopToolbar, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { publishMeeting } from './meetingCommands';
import { MeetingFormDialog } from './MeetingFormDialog';
import { RevokeMeetingDialog } from './RevokeMeetingDialog';

/**
 * The actions the caller may take on the meeting now: its status allows them (spec §4), it has not ended (the api
 * refuses any change to a meeting that is over), and they hold the button's permission.
 */
export function useMeetingActions(meeting: MeetingView | undefined): MeetingAction[] {
  const access = {
    edit: useCanAccess({ resource: 'meetings', action: 'edit' }).canAccess === true,
    publish: useCanAccess({ resource: 'meetings', action: 'publish' }).canAccess === true,
    revoke: useCanAccess({ resource: 'meetings', action: 'revoke' }).canAccess === true,
  } satisfies Record<MeetingAction, boolean>;
  if (!meeting || meeting.endStatus === 'ended') return [];
  return allowedMeetingActions(meeting.publishStatus).filter((action) => access[action]);
}

/**
 * A meeting page's top bar: back to the list, then Edit (unpublished only), Publish (confirmed) and Revoke (its
 * dialog with the apology), each only where `allowedMeetingActions` and the caller's biz:meeting:* permissions allow.
 */
export function MeetingShowActions() {
  const meeting = useRecordContext<MeetingView>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const actions = useMeetingActions(meeting);
  const [opened, setOpened] = useState<MeetingAction | null>(null);
  const [isPublishing, setPublishing] = useState(false);
  const publish = async () => {
    if (!meeting) return;
    setPublishing(true);
    try {
      await publishMeeting(meeting.id);
      notify('meetings.messages.published', { type: 'success' });
      setOpened(null);
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPublishing(false);
      refresh();
    }
  };
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      {actions.includes('edit') && (
        <Button label="meetings.actions.edit" onClick={() => setOpened('edit')}>
          <EditIcon />
        </Button>
      )}
      {actions.includes('publish') && (
        <Button label="meetings.actions.publish" onClick={() => setOpened('publish')}>
          <PublishIcon />
        </Button>
      )}
      {actions.includes('revoke') && (
        <Button label="meetings.actions.revoke" color="error" onClick={() => setOpened('revoke')}>
          <BlockIcon />
        </Button>
      )}
      {meeting && opened === 'edit' && <MeetingFormDialog mode="edit" id={meeting.id} onClose={() => setOpened(null)} />}
      {meeting && (
        <Confirm
          isOpen={opened === 'publish'}
          loading={isPublishing}
          title="resources.meetings.publish.title"
          content={translate('resources.meetings.publish.content', { title: meeting.title })}
          onConfirm={publish}
          onClose={() => setOpened(null)}
        />
      )}
      {meeting && opened === 'revoke' && <RevokeMeetingDialog meeting={meeting} onClose={() => setOpened(null)} />}
    </TopToolbar>
  );
}
