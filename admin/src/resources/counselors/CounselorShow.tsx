import type { CounselorDetailView } from '@jobmarket/contracts/counseling/views';
import { Show, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ShowWithHistoryTabs } from '../platform/history/ShowWithHistoryTabs';
import { CounselorHistory } from './CounselorHistory';
import { CounselorOverview } from './CounselorOverview';
import { CounselorShowActions } from './CounselorShowActions';
import { LoadFailed } from '../../components/LoadFailed';

const CounselorTitle = () => {
  const counselor = useRecordContext<CounselorDetailView>();
  const translate = useTranslate();
  return <>{counselor ? translate('resources.counselors.show.title', { name: counselor.name }) : ''}</>;
};

/**
 * One counselor (`GET /counselors/{id}`, the detail view with every biography, the availability and days off): the
 * profile, the actions staff may take, and the history. `id` is for rendering it outside its route.
 */
export const CounselorShow = ({ id }: { id?: Identifier }) => {
  const notify = useNotify();
  return (
    <Show
      resource="counselors"
      id={id}
      actions={<CounselorShowActions />}
      title={<CounselorTitle />}
      error={<LoadFailed message="resources.counselors.messages.detailsFailed" />}
      queryOptions={{ onError: () => notify('resources.counselors.messages.detailsFailed', { type: 'error' }) }}
    >
      <ShowWithHistoryTabs details={<CounselorOverview />} history={<CounselorHistory />} />
    </Show>
  );
};
