import { allowedMeetingActions, type MeetingView } from '@jobmarket/contracts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../app/Notifier';
import { editSchoolMeetingPath, schoolMeetingReservationsPath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { ConfirmDialog } from '../../jobs/publisher/ConfirmDialog';
import { RevokeMeetingDialog } from './RevokeMeetingDialog';
import { useMeetingCommand } from './schoolMeetingQueries';

/**
 * What the school may do with one of its job fairs: its reservations always; edit and publish while unpublished,
 * revoke once published (contracts' meetingTransitions — the api decides again). A fair that is over is not changed
 * any more (the api refuses, `meetings.refusals.ended`), as in the admin. Publish and revoke ask first.
 */
export const SchoolMeetingActions = ({ meeting }: { meeting: MeetingView }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const command = useMeetingCommand();
  const [asking, setAsking] = useState<'publish' | 'revoke' | null>(null);
  const isOver = meeting.endStatus === 'ended';
  const actions = isOver ? [] : allowedMeetingActions(meeting.publishStatus);

  async function publish() {
    try {
      await command.mutateAsync({ action: 'publish', meetingId: meeting.id });
      notify(t('meetings.messages.published'), 'success');
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('errors.unknown'), 'error');
    }
    setAsking(null);
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('portal.meetings.school.card.actionsOf', { title: meeting.title })} sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" component={RouterLink} to={schoolMeetingReservationsPath(meeting.id)}>
        {t('portal.meetings.school.card.reservationsLink')}
      </Button>
      {actions.includes('edit') && (
        <Button size="small" variant="outlined" component={RouterLink} to={editSchoolMeetingPath(meeting.id)}>
          {t('meetings.actions.edit')}
        </Button>
      )}
      {actions.includes('publish') && (
        <Button size="small" variant="contained" onClick={() => setAsking('publish')}>
          {t('meetings.actions.publish')}
        </Button>
      )}
      {actions.includes('revoke') && (
        <Button size="small" variant="text" color="error" onClick={() => setAsking('revoke')}>
          {t('meetings.actions.revoke')}
        </Button>
      )}
      {asking === 'publish' && (
        <ConfirmDialog
          open
          title={t('portal.meetings.school.publish.title', { title: meeting.title })}
          body={t('portal.meetings.school.publish.body')}
          confirmLabel={t('portal.meetings.school.publish.confirm')}
          isPending={command.isPending}
          onConfirm={() => void publish()}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'revoke' && <RevokeMeetingDialog meeting={meeting} onClose={() => setAsking(null)} />}
    </Stack>
  );
};
