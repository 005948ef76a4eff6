import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { DayRangeInput } from '../jobs/DayRangeInput';
import { AuditorInput } from './AuditorInput';
import { deliveryAuditTypeChoices, deliveryStateChoices } from './deliveryChoices';

/**
 * The order list's filters, named as `deliveryOrderFilters` (`GET /delivery-orders/page`): order number, position,
 * candidate, company, auditor, delivery person, state, audit type, job and the delivery day range
 * (`deliveryTime[]`, both days included). Order number, candidate and state stay open; the others come from the
 * filter button.
 */
export const deliveryFilters = [
  <TextInput key="orderNo" source="orderNo" label="delivery.fields.orderNo" alwaysOn />,
  <TextInput key="candidate" source="candidate" label="delivery.fields.candidate" alwaysOn />,
  <SelectInput key="state" source="state" label="delivery.fields.state" choices={deliveryStateChoices} alwaysOn />,
  <TextInput key="position" source="position" label="delivery.fields.position" />,
  <TextInput key="company" source="company" label="delivery.fields.company" />,
  <AuditorInput key="auditorId" source="auditorId" label="delivery.fields.auditor" />,
  <NumberInput key="deliveredById" source="deliveredById" label="resources.delivery-orders.filters.deliveredById" min={1} />,
  <SelectInput key="auditType" source="auditType" label="delivery.fields.auditType" choices={deliveryAuditTypeChoices} />,
  <NumberInput key="jobId" source="jobId" label="resources.delivery-orders.filters.jobId" min={1} />,
  <DayRangeInput
    key="deliveryTime"
    source="deliveryTime"
    label="delivery.fields.deliveryTime"
    fromLabel="resources.delivery-orders.filters.deliveredFrom"
    toLabel="resources.delivery-orders.filters.deliveredTo"
  />,
];
