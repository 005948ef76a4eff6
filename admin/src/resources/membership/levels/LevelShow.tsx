import type { VipLevelView } from '@jobmarket/contracts/membership/views';
import { useState } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext, useRedirect, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { RecordDialogState } from '../../../components/RecordFormDialog';
import { LevelFormDialog } from './LevelFormDialog';
import { LevelHistory } from './LevelHistory';
import { LevelOverview } from './LevelOverview';
import { LevelRowActions } from './LevelRowActions';
import { ShowWithHistoryTabs } from '../../platform/history/ShowWithHistoryTabs';

const LevelTitle = () => {
  const level = useRecordContext<VipLevelView>();
  const translate = useTranslate();
  return <>{level ? translate('resources.vip-levels.show.title', { name: level.name }) : ''}</>;
};

/** Back to the list, edit in the same dialog as the list's, delete (then back to the list). */
const LevelShowActions = () => {
  const level = useRecordContext<VipLevelView>();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  return (
    <TopToolbar>
      <ListButton />
      <LevelRowActions onEdit={(id) => setDialog({ mode: 'edit', id })} onDeleted={() => redirect('list', 'vip-levels')} />
      <LevelFormDialog state={dialog} onClose={() => setDialog(null)} currency={level?.currency} onSaved={refresh} />
    </TopToolbar>
  );
};

/** One membership level (`GET /vip-levels/{id}`): its facts and its history. `id` is for rendering it outside its route. */
export const LevelShow = ({ id }: { id?: Identifier }) => (
  <Show resource="vip-levels" id={id} actions={<LevelShowActions />} title={<LevelTitle />}>
    <ShowWithHistoryTabs details={<LevelOverview />} history={<LevelHistory />} />
  </Show>
);
