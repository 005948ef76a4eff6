import type { HistoryEntry } from '../platform/history/historyChanges';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface HistoryFormats {
  /** An ISO instant as staff read it (the api's zone). */
  instant: (iso: string) => string;
  slot: (startsAt: string, endsAt: string) => string;
  money: (amount: number, currency: string) => string;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export const consultEventLabel = (type: string, translate: Translate): string => translate(`resources.consult-orders.history.events.${type}`, { _: type });

/**
 * What one event of a consult order says, from the event itself (the order's events carry whole facts): the slot, way
 * and price booked, the amount paid, where a session moved, who cancelled why and whether it is refunded, the rating.
 * Notes are only said to be written (they are on the details tab). The currency is the booking's.
 */
export function consultEventDetails(entry: Pick<HistoryEntry, 'type' | 'data'>, currency: string, translate: Translate, formats: HistoryFormats): string[] {
  const data = record(entry.data);
  const at = (slot: unknown) => {
    const { startsAt, endsAt } = record(slot);
    return typeof startsAt === 'string' && typeof endsAt === 'string' ? formats.slot(startsAt, endsAt) : '';
  };
  const money = (amount: unknown) => (typeof amount === 'number' ? (amount === 0 ? translate('resources.consult-orders.free') : formats.money(amount, currency)) : '');
  switch (entry.type) {
    case 'ConsultBooked':
      return [
        translate('resources.consult-orders.history.booked', {
          time: at(data),
          mode: translate(`counseling.modes.${String(data.mode)}`, { _: String(data.mode ?? '') }),
          price: money(data.price),
        }),
        ...(text(data.topic) ? [`${translate('counseling.fields.topic')}: ${text(data.topic)}`] : []),
      ];
    case 'ConsultPaid':
      return [translate('resources.consult-orders.history.paid', { amount: money(data.amount), tx: String(data.providerTxId ?? '') })];
    case 'ConsultRescheduled':
      return [translate('resources.consult-orders.history.moved', { from: at(data.from), to: at(data) })];
    case 'ConsultCancelled': {
      const by = String(data.by ?? '');
      return [
        translate('resources.consult-orders.history.cancelledBy', { by: translate(`resources.consult-orders.history.by.${by}`, { _: by }) }),
        ...(text(data.reason) ? [translate('resources.consult-orders.history.reason', { reason: text(data.reason) })] : []),
        ...(data.refund === true ? [translate('resources.consult-orders.history.refund')] : []),
      ];
    }
    case 'ConsultRefunded':
      return [translate('resources.consult-orders.history.refunded', { amount: money(data.amount) })];
    case 'ConsultRated':
      return [
        translate('resources.consult-orders.history.rated', { rating: data.rating }),
        ...(text(data.comment) ? [translate('resources.consult-orders.history.comment', { comment: text(data.comment) })] : []),
      ];
    default:
      return [];
  }
}
