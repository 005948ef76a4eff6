/**
 * The delivery context's read-model tables (delivery-seams.md; projection `delivery_v1`, rebuilt from events). The api
 * reads them by these names only; the write side decides from the order's stream, never from here.
 * - DELIVERY_ORDERS_TABLE: one row per delivery order, the columns of `DeliveryOrderView` in snake_case (names of the
 *   auditor and the delivery person are joined from users at query time; `allowedActions` is the api's), plus what the
 *   flow needs to continue (`interview_sequence`, `previous_state`).
 */
export const DELIVERY_ORDERS_TABLE = 'delivery_orders_v1';
