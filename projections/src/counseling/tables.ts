/**
 * The counseling context's read-model tables (counseling-seams.md; projection `counseling_v1`, rebuilt from events).
 * The api reads them by these names only; the write side decides from the streams, never from here.
 * - COUNSELORS_TABLE: one row per counselor (id = the counselor's user id), the profile, the weekly availability in
 *   the counselor's IANA zone (`weekly`: [{ weekday, from, to }]), the days off (`days_off`: { 'YYYY-MM-DD': reason }),
 *   and the seekers' ratings as `rating_sum` / `rating_count` (average = sum / count; null before the first).
 *   `biographies` is { locale: text }; `avatar` { fileId, name } or null.
 * - CONSULT_ORDERS_TABLE: one row per consult order, the columns of `ConsultOrderView` in snake_case (the seeker's and
 *   the counselor's names are joined at query time). `notes` is the counselor's private notes: never select it for a
 *   seeker. `sequence` is the SEQUENCE of the last calendar message (0 from the booking; REQUEST or CANCEL). An order holds its
 *   slot while `status` is one of `slotHoldingStatuses` (contracts): free slots read
 *   `counselor_id = ? and starts_at between ? and ? and status in (…)`.
 */
export const COUNSELORS_TABLE = 'counselors_v1';
export const CONSULT_ORDERS_TABLE = 'consult_orders_v1';
