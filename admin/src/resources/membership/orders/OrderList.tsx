import type { VipOrderView } from '@jobmarket/contracts/membership/views';
import { DataTable, FilterButton, List, TopToolbar } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { formatMoney } from '../../jobs/jobFormat';
import { ListEmpty } from '../shared/ListEmpty';
import { OrderActionButtons } from './OrderActionButtons';
import { orderFilters } from './orderFilters';
import { OrderStatusChip } from './OrderStatusChip';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * Every VIP order (staff, biz:vip:query), newest first: who bought which level, the amount in its currency, the status,
 * when it was submitted and paid, the provider's reference; cancel / refund / accept a late payment where the order's
 * state allows it. A row opens the order.
 */
export const OrderList = () => {
  const locale = useDashboardLocale();
  return (
    <List
      resource="vip-orders"
      filters={orderFilters}
      sort={{ field: 'submitTime', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      // the filters stay visible when nothing matches; the table says why it is empty
      empty={false}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<VipOrderView & { id: string }> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages="resources.vip-orders.empty" />}>
        <DataTable.Col source="orderNo" label="membership.order.fields.orderNo" disableSort cellSx={noWrap} />
        <DataTable.Col source="publisherName" label="membership.fields.publisher" disableSort />
        <DataTable.Col source="levelName" label="membership.order.fields.level" disableSort />
        <DataTable.Col source="amount" label="membership.order.fields.amount" render={(order) => formatMoney(order.amount, order.currency, locale)} cellSx={noWrap} />
        <DataTable.Col source="status" label="membership.order.fields.status" disableSort render={(order) => <OrderStatusChip status={order.status} />} />
        <DataTable.Col source="submitTime" label="membership.order.fields.submitTime" cellSx={noWrap} />
        <DataTable.Col source="paidTime" label="membership.order.fields.paidTime" cellSx={noWrap} />
        <DataTable.Col source="providerTxId" label="membership.order.fields.providerTxId" disableSort />
        <DataTable.Col label="" disableSort>
          <OrderActionButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
