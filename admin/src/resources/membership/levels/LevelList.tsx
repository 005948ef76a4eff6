import AddIcon from '@mui/icons-material/Add';
import type { VipLevelView } from '@jobmarket/contracts/membership/views';
import { useState } from 'react';
import { Button, CanAccess, DataTable, List, TopToolbar, useListContext } from 'react-admin';
import type { RecordDialogState } from '../../../components/RecordFormDialog';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { formatCount } from '../../../dashboard/visitFigures';
import { formatMoney } from '../../jobs/jobFormat';
import { ListEmpty } from '../shared/ListEmpty';
import { LevelEnabledChip } from './LevelEnabledChip';
import { LevelFormDialog } from './LevelFormDialog';
import { LevelRowActions } from './LevelRowActions';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/** The dialog beside the table: it reads the list's rows for the currency prices are in (every level answers the configured one). */
const LevelDialog = ({ state, onClose }: { state: RecordDialogState; onClose: () => void }) => {
  const { data } = useListContext<VipLevelView>();
  return <LevelFormDialog state={state} onClose={onClose} currency={data?.[0]?.currency} />;
};

/**
 * Membership levels (staff, biz:vip:query) in sort order: the name in the reader's language, the price in the
 * configured currency, validity, the four quotas, sort and whether publishers can choose it; created and edited in a
 * dialog, deleted after a confirmation. A row opens the level with its history.
 */
export const LevelList = () => {
  const locale = useDashboardLocale();
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  const count = (value: number) => formatCount(value, locale);
  return (
    <List
      resource="vip-levels"
      sort={{ field: 'sort', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CanAccess resource="vip-levels" action="create">
            <Button label="resources.vip-levels.actions.create" onClick={() => setDialog({ mode: 'create' })}>
              <AddIcon />
            </Button>
          </CanAccess>
        </TopToolbar>
      }
      empty={false}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<VipLevelView> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages="resources.vip-levels.empty" />}>
        <DataTable.Col source="name" label="membership.level.fields.name" disableSort />
        <DataTable.Col source="price" label="membership.level.fields.price" render={(level) => formatMoney(level.price, level.currency, locale)} cellSx={noWrap} />
        <DataTable.Col source="validDays" label="membership.level.fields.validDays" disableSort render={(level) => count(level.validDays)} />
        <DataTable.Col source="jobCount" label="membership.level.fields.jobCount" disableSort render={(level) => count(level.jobCount)} />
        <DataTable.Col source="viewableResumes" label="membership.level.fields.viewableResumes" disableSort render={(level) => count(level.viewableResumes)} />
        <DataTable.Col source="downloadableResumes" label="membership.level.fields.downloadableResumes" disableSort render={(level) => count(level.downloadableResumes)} />
        <DataTable.Col source="adCount" label="membership.level.fields.adCount" disableSort render={(level) => count(level.adCount)} />
        <DataTable.Col source="sort" label="membership.level.fields.sort" />
        <DataTable.Col source="enabled" label="membership.level.fields.enabled" disableSort render={(level) => <LevelEnabledChip enabled={level.enabled} />} />
        <DataTable.Col label="" disableSort cellSx={noWrap}>
          <LevelRowActions onEdit={(id) => setDialog({ mode: 'edit', id })} />
        </DataTable.Col>
      </DataTable>
      <LevelDialog state={dialog} onClose={() => setDialog(null)} />
    </List>
  );
};
