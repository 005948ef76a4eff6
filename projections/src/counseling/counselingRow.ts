import type { AvailabilityForm, ConsultOrderEvent, ConsultPaymentStatus, ConsultStatus, CounselorEvent, CounselorStatus, Locale, SessionMode } from '@jobmarket/contracts';

/** A row of COUNSELORS_TABLE as the projection writes it (counseling-seams.md). */
export interface CounselorRowColumns {
  id: number;
  name: string;
  avatar: { fileId: string; name: string } | null;
  title: string;
  specialties: string[];
  languages: Locale[];
  biographies: Partial<Record<Locale, string>>;
  price: number;
  currency: string;
  session_minutes: number;
  modes: SessionMode[];
  place: string | null;
  status: CounselorStatus;
  time_zone: string;
  weekly: AvailabilityForm['weekly'];
  /** Day (the counselor's zone) → reason. */
  days_off: Record<string, string | null>;
  rating_sum: number;
  rating_count: number;
  created_at: Date;
  updated_at: Date | null;
  /** The revision of the counselor's stream last applied. */
  stream_revision: number;
}

export const COUNSELOR_ROW_COLUMNS = [
  'id',
  'name',
  'avatar',
  'title',
  'specialties',
  'languages',
  'biographies',
  'price',
  'currency',
  'session_minutes',
  'modes',
  'place',
  'status',
  'time_zone',
  'weekly',
  'days_off',
  'rating_sum',
  'rating_count',
  'created_at',
  'updated_at',
  'stream_revision',
] as const satisfies readonly (keyof CounselorRowColumns)[];

/** A row of CONSULT_ORDERS_TABLE (ConsultOrderView in snake_case; names joined at query time). */
export interface ConsultOrderRowColumns {
  id: number;
  order_no: string;
  seeker_id: number;
  counselor_id: number;
  starts_at: Date;
  ends_at: Date;
  mode: SessionMode;
  topic: string | null;
  price: number;
  currency: string;
  status: ConsultStatus;
  payment_status: ConsultPaymentStatus;
  pay_before: Date | null;
  paid_at: Date | null;
  provider_tx_id: string | null;
  refund_ref: string | null;
  /** The counselor's private notes: never for a seeker. */
  notes: string | null;
  rating: number | null;
  comment: string | null;
  /** The SEQUENCE the last calendar message carried (0 from the booking; a reschedule or cancellation carries one more). */
  sequence: number;
  locale: Locale;
  cancelled_by: 'seeker' | 'counselor' | 'staff' | null;
  cancel_reason: string | null;
  created_at: Date;
  updated_at: Date | null;
  /** The revision of the order's stream last applied. */
  stream_revision: number;
}

export const CONSULT_ORDER_ROW_COLUMNS = [
  'id',
  'order_no',
  'seeker_id',
  'counselor_id',
  'starts_at',
  'ends_at',
  'mode',
  'topic',
  'price',
  'currency',
  'status',
  'payment_status',
  'pay_before',
  'paid_at',
  'provider_tx_id',
  'refund_ref',
  'notes',
  'rating',
  'comment',
  'sequence',
  'locale',
  'cancelled_by',
  'cancel_reason',
  'created_at',
  'updated_at',
  'stream_revision',
] as const satisfies readonly (keyof ConsultOrderRowColumns)[];

/**
 * The counselor's row after one event of their stream (`at`: when it was recorded). An event before the first
 * profile (availability set ahead of it) starts an inactive row without a name, the profile fills it in.
 */
export function evolveCounselorRow(row: CounselorRowColumns | undefined, event: CounselorEvent, at: Date, revision: number): CounselorRowColumns {
  const base: CounselorRowColumns = row ?? {
    id: event.data.counselorId,
    name: '',
    avatar: null,
    title: '',
    specialties: [],
    languages: [],
    biographies: {},
    price: 0,
    currency: '',
    session_minutes: 60,
    modes: [],
    place: null,
    status: 'inactive',
    time_zone: 'UTC',
    weekly: [],
    days_off: {},
    rating_sum: 0,
    rating_count: 0,
    created_at: at,
    updated_at: null,
    stream_revision: revision,
  };
  const next: CounselorRowColumns = { ...base, updated_at: row ? at : null, stream_revision: revision };
  switch (event.type) {
    case 'CounselorProfileSaved': {
      const { data } = event;
      Object.assign(next, {
        name: data.name,
        avatar: data.avatar,
        title: data.title,
        specialties: data.specialties,
        languages: data.languages,
        biographies: data.biographies,
        price: data.price,
        currency: data.currency,
        session_minutes: data.sessionMinutes,
        modes: data.modes,
        place: data.place,
        status: data.status,
      });
      break;
    }
    case 'CounselorStatusChanged':
      next.status = event.data.status;
      break;
    case 'AvailabilitySet':
      Object.assign(next, { time_zone: event.data.timeZone, weekly: event.data.weekly });
      break;
    case 'DayOffAdded':
      next.days_off = { ...base.days_off, [event.data.day]: event.data.reason };
      break;
    case 'DayOffRemoved': {
      const { [event.data.day]: _removed, ...rest } = base.days_off;
      next.days_off = rest;
      break;
    }
  }
  return next;
}

/** A rating an order's event adds to its counselor (the projection sums them onto the counselor's row). */
export interface RatingChange {
  counselorId: number;
  sum: number;
  count: number;
}

/**
 * The order's row after one event of its stream. The events are what the api's consultOrderDecider accepted, so the
 * row follows them without re-deciding (the property test holds the two together). Returns the rating to add to the
 * counselor when the event is the seeker's rating.
 */
export function evolveConsultOrderRow(
  row: ConsultOrderRowColumns | undefined,
  event: ConsultOrderEvent,
  at: Date,
  revision: number,
): { row: ConsultOrderRowColumns | undefined; rating?: RatingChange } {
  if (event.type === 'ConsultBooked') {
    const { data } = event;
    return {
      row: {
        id: data.orderId,
        order_no: data.orderNo,
        seeker_id: data.seekerId,
        counselor_id: data.counselorId,
        starts_at: new Date(data.startsAt),
        ends_at: new Date(data.endsAt),
        mode: data.mode,
        topic: data.topic,
        price: data.price,
        currency: data.currency,
        status: 'pendingPayment',
        payment_status: data.price > 0 ? 'unpaid' : 'notRequired',
        pay_before: data.payBefore === null ? null : new Date(data.payBefore),
        paid_at: null,
        provider_tx_id: null,
        refund_ref: null,
        notes: null,
        rating: null,
        comment: null,
        sequence: 0,
        locale: data.locale,
        cancelled_by: null,
        cancel_reason: null,
        created_at: at,
        updated_at: null,
        stream_revision: revision,
      },
    };
  }
  // a history that starts mid-way (no booking seen): nothing to follow
  if (!row) return { row };
  const next: ConsultOrderRowColumns = { ...row, updated_at: at, stream_revision: revision };
  let rating: RatingChange | undefined;
  switch (event.type) {
    case 'ConsultPaid':
      Object.assign(next, { payment_status: 'paid', paid_at: new Date(event.data.paidAt), provider_tx_id: event.data.providerTxId });
      break;
    case 'ConsultConfirmed':
      Object.assign(next, { status: 'confirmed', sequence: event.data.sequence });
      break;
    case 'ConsultExpired':
      next.status = 'expired';
      break;
    case 'ConsultRescheduled':
      Object.assign(next, { starts_at: new Date(event.data.startsAt), ends_at: new Date(event.data.endsAt), sequence: event.data.sequence });
      break;
    case 'ConsultCancelled': {
      const { data } = event;
      Object.assign(next, {
        status: data.by === 'seeker' ? 'cancelledBySeeker' : 'cancelledByCounselor',
        sequence: data.sequence,
        cancelled_by: data.by,
        cancel_reason: data.reason,
      });
      break;
    }
    case 'ConsultRefunded':
      Object.assign(next, { payment_status: 'refunded', refund_ref: event.data.providerRef });
      break;
    case 'ConsultCompleted':
      next.status = 'completed';
      break;
    case 'ConsultNoShow':
      next.status = 'noShow';
      break;
    case 'ConsultNotesWritten':
      next.notes = event.data.notes;
      break;
    case 'ConsultRated':
      Object.assign(next, { rating: event.data.rating, comment: event.data.comment });
      // the seeker rates once (the decider's rule); a re-rating would replace, not add
      rating = { counselorId: row.counselor_id, sum: event.data.rating - (row.rating ?? 0), count: row.rating === null ? 1 : 0 };
      break;
  }
  return { row: next, ...(rating ? { rating } : {}) };
}
