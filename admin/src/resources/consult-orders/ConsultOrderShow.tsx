import type { ConsultOrderView } from '@jobmarket/contracts/counseling/views';
import { Show, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ShowWithHistoryTabs } from '../platform/history/ShowWithHistoryTabs';
import { ConsultOrderHistory } from './ConsultOrderHistory';
import { ConsultOrderOverview } from './ConsultOrderOverview';
import { ConsultOrderShowActions } from './ConsultOrderShowActions';
import { LoadFailed } from '../../components/LoadFailed';

const ConsultOrderTitle = () => {
  const order = useRecordContext<ConsultOrderView>();
  const translate = useTranslate();
  return <>{order ? translate('resources.consult-orders.show.title', { orderNo: order.orderNo }) : ''}</>;
};

/**
 * One consult order (`GET /consult-orders/{id}`, notes included for staff): its details and notes, the actions staff
 * may take now, and its history. An order that cannot be read says so and stays on the page. `id` is for rendering
 * it outside its route.
 */
export const ConsultOrderShow = ({ id }: { id?: Identifier }) => {
  const notify = useNotify();
  return (
    <Show
      resource="consult-orders"
      id={id}
      actions={<ConsultOrderShowActions />}
      title={<ConsultOrderTitle />}
      error={<LoadFailed message="resources.consult-orders.messages.detailsFailed" />}
      queryOptions={{ onError: () => notify('resources.consult-orders.messages.detailsFailed', { type: 'error' }) }}
    >
      <ShowWithHistoryTabs details={<ConsultOrderOverview />} history={<ConsultOrderHistory />} />
    </Show>
  );
};
