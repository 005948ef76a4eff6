import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { REJECT_REASON_MAX } from '../registration/forms';

// messages are i18n keys (validation.* shared, delivery.validation.* this context's); client and api use this one schema

const id = z.preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), z.number(whenMissing('validation.required')).int().min(1, 'validation.required'));
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable().transform((value) => value || null);
const required = (max: number) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(max);
const day = z.string(whenMissing('validation.required')).regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
/** A url `POST /files` answered (`/api/v1/files/<id>`): whose and of what kind the api checks. */
const fileUrl = z.string().trim().regex(/^\/api\/v1\/files\/[0-9a-f-]{36}$/i, 'delivery.validation.notAnUpload');

export const DELIVERY_REMARK_MAX = 500;
/** Spec §5 and §8: invoices and interview proof are jpg/png/pdf, at most 10 MB each, at most 2 files. */
export const DELIVERY_FILES_MAX = 2;

/** `POST /delivery-orders` (spec §5 new delivery order): the job and the resume are required. */
export const deliverForm = z.object({ jobId: id, resumeId: id, remark: optionalText(DELIVERY_REMARK_MAX) });
export type DeliverForm = z.output<typeof deliverForm>;

/** A refusal (spec §5: reason required when rejecting): a code of the `delivery_reject_reason` dictionary and words. */
const refusal = {
  reasonCode: required(40),
  reason: z.string(whenMissing('validation.rejectReasonRequired')).trim().min(1, 'validation.rejectReasonRequired').max(REJECT_REASON_MAX),
};
const remark = { remark: optionalText(DELIVERY_REMARK_MAX) };

/**
 * `PUT /delivery-orders/{id}/advance`: one step of the flow, by its action. The invoice is uploaded with
 * `POST /delivery-orders/{id}/invoice` (multipart), and the guarantee's end is the timer's, so neither is here.
 */
export const deliveryAdvanceForm = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approveResume'), ...remark }),
    z.object({ action: z.literal('rejectResume'), ...refusal, ...remark }),
    z.object({ action: z.literal('acceptByEmployer'), ...remark }),
    z.object({ action: z.literal('rejectByEmployer'), ...refusal, ...remark }),
    z.object({
      action: z.literal('scheduleInterview'),
      /** Local date and time in the server's zone, `YYYY-MM-DDTHH:mm` (a datetime-local field). */
      interviewAt: z.string(whenMissing('validation.required')).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'validation.invalidDate'),
      place: required(200),
      ...remark,
    }),
    z.object({
      action: z.literal('passInterview'),
      proofUrls: z.array(fileUrl).min(1, 'delivery.validation.proofRequired').max(DELIVERY_FILES_MAX, 'registration.files.atMostTwo'),
      confirmedName: required(100),
      ...remark,
    }),
    z.object({ action: z.literal('failInterview'), ...refusal, ...remark }),
    z.object({ action: z.literal('join'), onboardDate: day, ...remark }),
    z.object({ action: z.literal('notJoin'), ...refusal, ...remark }),
    z.object({ action: z.literal('leaveEarly'), leftOn: day, reason: refusal.reason, ...remark }),
    z.object({ action: z.literal('withdraw'), reason: optionalText(REJECT_REASON_MAX) }),
    z.object({ action: z.literal('reopen'), reason: refusal.reason }),
  ],
  'delivery.validation.unknownAction',
);
export type DeliveryAdvanceForm = z.output<typeof deliveryAdvanceForm>;

/** `POST /delivery-orders/{id}/invoice` text fields (spec §5: date and file required); files in the multipart `files`. */
export const invoiceForm = z.object({ invoiceDate: day, ...remark });
export type InvoiceForm = z.output<typeof invoiceForm>;

/**
 * The filters of `GET /delivery-orders/page` (staff; the api adds paging and sorting as every list does, see
 * api/src/http/listQuery.ts) — the portal's lists take those that apply to them.
 */
export const deliveryOrderFilters = z.object({
  orderNo: z.string().trim().max(40).optional(),
  position: z.string().trim().max(100).optional(),
  candidate: z.string().trim().max(100).optional(),
  company: z.string().trim().max(100).optional(),
  auditorId: z.coerce.number().int().min(1).optional(),
  deliveredById: z.coerce.number().int().min(1).optional(),
  state: z.string().trim().max(40).optional(),
  auditType: z.string().trim().max(20).optional(),
  jobId: z.coerce.number().int().min(1).optional(),
  /** Delivery time range, `YYYY-MM-DD` each (in the server's zone). */
  deliveryTime: z.array(day).length(2).optional(),
});
export type DeliveryOrderFilters = z.output<typeof deliveryOrderFilters>;
