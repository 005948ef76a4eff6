import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { useTaskPage, type TaskPage } from '../../notifications/useTaskPage';

export type DeliveryOrderTasks = TaskPage<DeliveryOrderView>;

/**
 * The orders waiting for the signed-in user (`GET /delivery-orders/tasks`: as a job's resume auditor or publisher, as
 * the delivery person owing an invoice, as staff who audit): the notification centre's task tab.
 */
export const useDeliveryOrderTasks = (enabled: boolean, pageSize: number) => useTaskPage<DeliveryOrderView>('/delivery-orders/tasks', enabled, pageSize);
