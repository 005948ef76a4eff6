import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import { DataTable, List, useNotify, useTranslate } from 'react-admin';
import { ExportListActions } from '../../components/ExportListActions';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { formatDateTime } from '../../dashboard/localDates';
import { formatMoney } from '../jobs/jobFormat';
import { ListEmpty } from '../membership/shared/ListEmpty';
import { consultExportQueryOf } from './consultExport';
import { consultFilters } from './consultFilters';
import { ConsultPaymentChip, ConsultStatusChip } from './ConsultStatusChips';
import { useInstantFormat } from './consultTimes';
import { LoadFailed } from '../../components/LoadFailed';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * Every consult order (staff, biz:consult:query), newest booking first (sortable where the api sorts): the order number, the job
 * seeker and the counselor, the session's time (in the api's zone) and way, the price, and the booking and payment
 * statuses kept apart; filters by status, payment, counselor and the days of the sessions, and the xlsx export of
 * what is shown (biz:consult:export). A row opens the order.
 */
export const ConsultOrderList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useDashboardLocale();
  const format = useInstantFormat();
  return (
    <List
      resource="consult-orders"
      filters={consultFilters}
      sort={{ field: 'createTime', order: 'DESC' }}
      actions={<ExportListActions resource="consult-orders" path="/consult-orders/export" queryOf={consultExportQueryOf} />}
      // the filters stay visible when nothing matches; the table says why it is empty
      empty={false}
      error={<LoadFailed message="resources.consult-orders.messages.listFailed" />}
      queryOptions={{ onError: () => notify('resources.consult-orders.messages.listFailed', { type: 'error' }) }}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<ConsultOrderView> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages="resources.consult-orders.empty" />}>
        <DataTable.Col source="orderNo" label="counseling.fields.orderNo" cellSx={noWrap} />
        <DataTable.Col source="seekerName" label="counseling.fields.seeker" disableSort />
        <DataTable.Col source="counselorName" label="resources.consult-orders.fields.counselor" disableSort />
        <DataTable.Col source="startsAt" label="counseling.fields.slot" cellSx={noWrap} render={(order) => format.slot(order.startsAt, order.endsAt)} />
        <DataTable.Col source="mode" label="resources.consult-orders.fields.mode" disableSort render={(order) => translate(`counseling.modes.${order.mode}`, { _: order.mode })} />
        <DataTable.Col
          source="price"
          label="resources.consult-orders.fields.price"
          cellSx={noWrap}
          render={(order) => (order.price === 0 ? translate('resources.consult-orders.free') : formatMoney(order.price, order.currency, locale))}
        />
        <DataTable.Col source="status" label="counseling.fields.bookingStatus" render={(order) => <ConsultStatusChip status={order.status} />} />
        <DataTable.Col source="paymentStatus" label="counseling.fields.paymentStatus" render={(order) => <ConsultPaymentChip status={order.paymentStatus} />} />
        <DataTable.Col source="createTime" label="resources.consult-orders.fields.createTime" cellSx={noWrap} render={(order) => formatDateTime(order.createTime, locale)} />
      </DataTable>
    </List>
  );
};
