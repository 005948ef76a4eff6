import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { DataTable, List, useTranslate } from 'react-admin';
import { ExportListActions } from '../../components/ExportListActions';
import { ListEmpty } from '../membership/shared/ListEmpty';
import { deliveryExportQueryOf } from './deliveryExport';
import { deliveryFilters } from './deliveryFilters';
import { DeliveryStateChip } from './DeliveryStateChip';
import { DeliveryAuditButton } from './DeliveryStepButtons';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * Every delivery order (staff, biz:delivery:query), newest first, with the columns of spec §3: the order, the job,
 * the candidate, who audits and who delivered, the latest audit and where the order stands; filters, sortable columns
 * and the xlsx export of what is shown (biz:delivery:export); "Audit" on the orders waiting for an audit the caller may
 * conduct. A row opens the order.
 */
export const DeliveryOrderList = () => {
  const translate = useTranslate();
  const code = (group: string, value: string | number | null) => (value === null ? '' : translate(`delivery.${group}.${value}`, { _: String(value) }));
  return (
    <List
      resource="delivery-orders"
      filters={deliveryFilters}
      sort={{ field: 'createTime', order: 'DESC' }}
      actions={<ExportListActions resource="delivery-orders" path="/delivery-orders/export" queryOf={deliveryExportQueryOf} />}
      // the filters stay visible when nothing matches; the table says why it is empty
      empty={false}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<DeliveryOrderView> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages="resources.delivery-orders.empty" />}>
        <DataTable.Col source="orderNo" label="delivery.fields.orderNo" cellSx={noWrap} />
        <DataTable.Col source="position" label="delivery.fields.position" />
        <DataTable.Col source="candidateName" label="delivery.fields.candidate" />
        <DataTable.Col source="candidatePhone" label="delivery.fields.candidatePhone" disableSort cellSx={noWrap} />
        <DataTable.Col source="company" label="delivery.fields.company" />
        <DataTable.Col source="auditorName" label="delivery.fields.auditor" disableSort />
        <DataTable.Col source="deliveredByName" label="delivery.fields.deliveredBy" disableSort />
        <DataTable.Col source="deliveryTime" label="delivery.fields.deliveryTime" cellSx={noWrap} />
        <DataTable.Col source="auditType" label="delivery.fields.auditType" disableSort render={(order) => code('auditTypes', order.auditType)} />
        <DataTable.Col source="auditTime" label="delivery.fields.auditTime" cellSx={noWrap} />
        <DataTable.Col source="auditStatus" label="delivery.fields.auditStatus" disableSort render={(order) => code('auditStatuses', order.auditStatus)} />
        <DataTable.Col source="state" label="delivery.fields.state" render={(order) => <DeliveryStateChip state={order.state} />} />
        <DataTable.Col source="remark" label="delivery.fields.remark" disableSort />
        <DataTable.Col source="interviewAt" label="delivery.fields.interviewDate" disableSort cellSx={noWrap} />
        <DataTable.Col source="uploadTime" label="delivery.fields.uploadDate" disableSort cellSx={noWrap} />
        <DataTable.Col label="" disableSort>
          <DeliveryAuditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
