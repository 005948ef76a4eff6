import type { VipOrderView } from '@jobmarket/contracts/membership/views';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderFlow } from './OrderFlow';
import { OrderOverview } from './OrderOverview';
import { ShowWithHistoryTabs } from '../../platform/history/ShowWithHistoryTabs';

const OrderTitle = () => {
  const order = useRecordContext<VipOrderView>();
  const translate = useTranslate();
  return <>{order ? translate('resources.vip-orders.show.title', { orderNo: order.orderNo }) : ''}</>;
};

const OrderShowActions = () => (
  <TopToolbar>
    <ListButton />
    <OrderActionButtons />
  </TopToolbar>
);

/** One VIP order (`GET /vip-orders/{orderNo}/form`): its facts, the staff actions its state allows, and its flow. `id` is for rendering it outside its route. */
export const OrderShow = ({ id }: { id?: Identifier }) => (
  <Show resource="vip-orders" id={id} actions={<OrderShowActions />} title={<OrderTitle />}>
    <ShowWithHistoryTabs details={<OrderOverview />} history={<OrderFlow />} />
  </Show>
);
