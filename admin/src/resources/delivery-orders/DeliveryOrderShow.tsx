import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ShowWithHistoryTabs } from '../platform/history/ShowWithHistoryTabs';
import { DeliveryFlowReplay } from './DeliveryFlowReplay';
import { DeliveryOrderOverview } from './DeliveryOrderOverview';
import { DeliveryStepButtons } from './DeliveryStepButtons';

const DeliveryOrderTitle = () => {
  const order = useRecordContext<DeliveryOrderView>();
  const translate = useTranslate();
  return <>{order ? translate('resources.delivery-orders.show.title', { orderNo: order.orderNo }) : ''}</>;
};

const DeliveryOrderActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ListButton />
    <DeliveryStepButtons />
  </TopToolbar>
);

/**
 * One delivery order (`GET /delivery-orders/{id}`): every field, the steps the caller may take now, and its flow
 * history as a step-through replay. `id` is for rendering it outside its route.
 */
export const DeliveryOrderShow = ({ id }: { id?: Identifier }) => (
  <Show resource="delivery-orders" id={id} actions={<DeliveryOrderActions />} title={<DeliveryOrderTitle />}>
    <ShowWithHistoryTabs details={<DeliveryOrderOverview />} history={<DeliveryFlowReplay />} />
  </Show>
);
