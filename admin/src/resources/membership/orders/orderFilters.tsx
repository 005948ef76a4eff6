import { SearchInput, SelectInput } from 'react-admin';
import { DayRangeInput } from '../../jobs/DayRangeInput';
import { orderStatusChoices } from '../shared/membershipChoices';

/**
 * The order list's filters, named as the api's (`GET /vip-orders/page`): keywords (order number, publisher), status,
 * and the paid day range (`paidTime[]`, both days included).
 */
export const orderFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <SelectInput key="status" source="status" label="membership.order.fields.status" choices={orderStatusChoices} alwaysOn />,
  <DayRangeInput key="paidTime" source="paidTime" label="membership.order.fields.paidTime" fromLabel="resources.vip-orders.filters.paidFrom" toLabel="resources.vip-orders.filters.paidTo" alwaysOn />,
];
