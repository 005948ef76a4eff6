import type { VipOrderEvent } from '@jobmarket/contracts/membership/events';
import type { HistoryEntry } from '../../platform/history/historyChanges';
import type { HistoryRow } from '../../platform/history/HistoryTable';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the flow needs to write amounts, instants and level names the reader's way. */
export interface FlowWords {
  translate: Translate;
  money: (amount: number, currency: string) => string;
  /** An ISO instant from an event. */
  instant: (iso: string) => string;
  /** A level's name in the reader's language, from the names the order was submitted with. */
  levelName: (names: Record<string, string> | undefined) => string;
}

const dataOf = <Type extends VipOrderEvent['type']>(entry: HistoryEntry) => (entry.data ?? {}) as Extract<VipOrderEvent, { type: Type }>['data'];

/**
 * The lines that explain one event of an order's flow: what was ordered and until when it may be paid, each QR code's
 * reference and lifetime, the provider's transaction and amount, who cancelled and why, and staff's reasons. The
 * currency is the order's (every event of an order is in it).
 */
export function orderFlowDetails(entry: HistoryEntry, currency: string, words: FlowWords): string[] {
  const { translate, money, instant } = words;
  const flow = (key: string, options?: Record<string, unknown>) => translate(`resources.vip-orders.flow.${key}`, options);
  const reasonLine = (reason: string | null | undefined) => (reason ? [flow('reason', { reason })] : []);
  switch (entry.type as VipOrderEvent['type']) {
    case 'VipOrderSubmitted': {
      const data = dataOf<'VipOrderSubmitted'>(entry);
      return [
        flow('ordered', { level: words.levelName(data.names), amount: money(data.amount, data.currency ?? currency) }),
        translate(`membership.change.${data.change}`, { _: data.change }),
        ...(data.creditDays > 0 ? [flow('creditDays', { smart_count: data.creditDays })] : []),
        flow('payBefore', { time: instant(data.payBefore) }),
      ];
    }
    case 'PaymentQrIssued': {
      const data = dataOf<'PaymentQrIssued'>(entry);
      return [flow('reference', { reference: data.reference }), flow('expiresAt', { time: instant(data.expiresAt) })];
    }
    case 'PaymentQrWithdrawn': {
      const data = dataOf<'PaymentQrWithdrawn'>(entry);
      return [flow('reference', { reference: data.reference }), flow(`withdrawn.${data.reason}`)];
    }
    case 'PaymentProcessing':
    case 'PaymentDeclined': {
      const data = dataOf<'PaymentProcessing'>(entry);
      return [flow('reference', { reference: data.reference }), flow('providerTxId', { providerTxId: data.providerTxId })];
    }
    case 'VipOrderPaid':
    case 'LatePaymentReceived': {
      const data = dataOf<'VipOrderPaid'>(entry);
      return [
        flow('amount', { amount: money(data.amount, currency) }),
        flow('providerTxId', { providerTxId: data.providerTxId }),
        flow('reference', { reference: data.reference }),
        flow(`source.${data.source}`),
      ];
    }
    case 'LatePaymentAccepted':
      return reasonLine(dataOf<'LatePaymentAccepted'>(entry).reason);
    case 'VipOrderCancelled': {
      const data = dataOf<'VipOrderCancelled'>(entry);
      return [flow('cancelledBy', { by: translate(`membership.order.cancelledBy.${data.cancelledBy}`, { _: data.cancelledBy }) }), ...reasonLine(data.reason)];
    }
    case 'VipOrderRefunded': {
      const data = dataOf<'VipOrderRefunded'>(entry);
      return [flow('amount', { amount: money(data.amount, currency) }), ...reasonLine(data.reason)];
    }
    default:
      return [];
  }
}

/** An order's history as its flow, newest first: each event named and explained. */
export function orderFlowRows(entries: readonly HistoryEntry[], currency: string, words: FlowWords): HistoryRow[] {
  return entries
    .map((entry) => ({
      entry,
      what: words.translate(`resources.vip-orders.history.events.${entry.type}`, { _: entry.type }),
      details: orderFlowDetails(entry, currency, words),
    }))
    .reverse();
}
