import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { consultPaymentStatusChoices, consultStatusChoices } from './consultChoices';
import { useCounselorChoices } from './useCounselorChoices';

/** The counselor filter: every counselor by name. */
const CounselorInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const { choices, isPending } = useCounselorChoices();
  return <SelectInput {...props} choices={choices} translateChoice={false} isPending={isPending} sx={{ minWidth: 180 }} />;
};

/**
 * The consult order list's filters, named as `GET /consult-orders/page` takes them: keywords (order number, seeker,
 * counselor), booking status, payment status, counselor, and the days the sessions are on (`from`, `to`:
 * `YYYY-MM-DD` in the api's zone, both included). All stay open.
 */
export const consultFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <SelectInput key="status" source="status" label="counseling.fields.bookingStatus" choices={consultStatusChoices} alwaysOn />,
  <SelectInput key="paymentStatus" source="paymentStatus" label="counseling.fields.paymentStatus" choices={consultPaymentStatusChoices} alwaysOn />,
  <CounselorInput key="counselorId" source="counselorId" label="resources.consult-orders.fields.counselor" alwaysOn />,
  <DateInput key="from" source="from" label="resources.consult-orders.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="resources.consult-orders.filters.to" alwaysOn />,
];
