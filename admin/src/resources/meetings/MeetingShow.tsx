import type { MeetingView } from '@jobmarket/contracts/meetings/views';
import { Show, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ShowWithHistoryTabs } from '../platform/history/ShowWithHistoryTabs';
import { MeetingHistory } from './MeetingHistory';
import { MeetingOverview } from './MeetingOverview';
import { MeetingShowActions } from './MeetingShowActions';
import { LoadFailed } from '../../components/LoadFailed';

const MeetingTitle = () => {
  const meeting = useRecordContext<MeetingView>();
  const translate = useTranslate();
  return <>{meeting ? translate('resources.meetings.show.title', { title: meeting.title }) : ''}</>;
};

/**
 * One job fair (`GET /meetings/{id}`): its details and reservations, the actions the caller may take now, and its
 * history. A meeting that cannot be read says the spec's "Failed to get meeting details" and stays on the page.
 * `id` is for rendering it outside its route.
 */
export const MeetingShow = ({ id }: { id?: Identifier }) => {
  const notify = useNotify();
  return (
    <Show
      resource="meetings"
      id={id}
      actions={<MeetingShowActions />}
      title={<MeetingTitle />}
      error={<LoadFailed message="meetings.messages.detailsFailed" />}
      queryOptions={{ onError: () => notify('meetings.messages.detailsFailed', { type: 'error' }) }}
    >
      <ShowWithHistoryTabs details={<MeetingOverview />} history={<MeetingHistory />} />
    </Show>
  );
};
