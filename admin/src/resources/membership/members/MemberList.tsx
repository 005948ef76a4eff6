import type { MembershipRow } from '@jobmarket/contracts/membership/views';
import { DataTable, List } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { memberFilters } from './memberFilters';
import { MembershipStatusChip } from './MembershipStatusChip';
import { QuotaUseList } from './QuotaUseList';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * The VIP list (staff, biz:vip:query): every publisher who ever had a membership, with their company, level, status,
 * start and end, the days left and each quota's use.
 */
export const MemberList = () => (
  <List
    resource="vip-members"
    filters={memberFilters}
    sort={{ field: 'endTime', order: 'DESC' }}
    // the filters stay visible when nothing matches; the table says why it is empty
    empty={false}
    sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
  >
    <DataTable<MembershipRow & { id: number }> bulkActionButtons={false} rowClick={false} empty={<ListEmpty messages="resources.vip-members.empty" />}>
      <DataTable.Col source="publisherName" label="membership.fields.publisher" disableSort />
      <DataTable.Col source="company" label="membership.fields.company" disableSort />
      <DataTable.Col source="levelName" label="membership.fields.level" disableSort />
      <DataTable.Col source="status" label="membership.fields.status" disableSort render={(member) => <MembershipStatusChip status={member.status} />} />
      <DataTable.Col source="startTime" label="membership.fields.startTime" cellSx={noWrap} />
      <DataTable.Col source="endTime" label="membership.fields.endTime" cellSx={noWrap} />
      <DataTable.NumberCol source="daysLeft" label="membership.fields.daysLeft" disableSort />
      <DataTable.Col source="quotas" label="membership.fields.quotas" disableSort render={(member) => <QuotaUseList quotas={member.quotas} />} />
    </DataTable>
  </List>
);
