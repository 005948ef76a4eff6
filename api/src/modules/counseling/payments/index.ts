export { consultPaymentRoutes, consultPayments, expireConsultOrder, refundConsultOrder, receiveConsultWebhook } from './routes';
export { consultPaymentHandlers, type ConsultOrderPaymentCommands, type ConsultPaymentQrView, type ConsultPaymentStatusView, type PaymentOutcome } from './handlers';
export { isConsultReference } from './reference';
