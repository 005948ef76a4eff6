import { z } from 'zod';
import { whenMissing } from '../http/requiredMessage';
import { locales, type Locale } from '../i18n/locales';
import { REJECT_REASON_MAX } from '../registration/forms';

// messages are i18n keys in the shared `validation` section (api field errors and both front ends localise them)

const count = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number(whenMissing('validation.required')).int('validation.wholeNumber').min(0, 'validation.notNegative').max(max),
  );
const requiredText = (max: number) => z.string(whenMissing('validation.required')).trim().min(1, 'validation.required').max(max);

export const VIP_LEVEL_NAME_MAX = 40;
/** Kip has no minor unit in practice: prices are whole kip. */
export const VIP_PRICE_MAX = 1_000_000_000;

/** A level's name in every language the product speaks (all four required: the portal shows the reader's). */
export const vipLevelNames = z.object(Object.fromEntries(locales.map((locale) => [locale, requiredText(VIP_LEVEL_NAME_MAX)])) as Record<Locale, ReturnType<typeof requiredText>>);
export type VipLevelNames = z.output<typeof vipLevelNames>;

/**
 * `POST /vip-levels`, `PUT /vip-levels/{id}` (spec §3 VIP): name in four languages, price in the configured currency
 * (`currency.code`, kip by default), validity in days, the four quotas, sort, enabled.
 */
export const vipLevelForm = z.object({
  names: vipLevelNames,
  price: count(VIP_PRICE_MAX),
  validDays: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number(whenMissing('validation.required')).int('validation.wholeNumber').min(1, 'validation.atLeastOneDay').max(3650),
  ),
  jobCount: count(100_000),
  viewableResumes: count(1_000_000),
  downloadableResumes: count(1_000_000),
  adCount: count(10_000),
  sort: count(100_000),
  enabled: z.boolean().default(true),
});
export type VipLevelForm = z.output<typeof vipLevelForm>;

/** `POST /vip-orders`: the publisher picks a level; the api prices it and says whether it renews or upgrades. */
export const vipOrderForm = z.object({
  levelId: z.preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : value), z.number(whenMissing('validation.required')).int().positive()),
});
export type VipOrderForm = z.output<typeof vipOrderForm>;

/** Order numbers as the api issues them: `VIP` + day + sequence (e.g. VIP20261124000123). */
export const vipOrderNo = z.string().regex(/^VIP\d{8,20}$/, 'membership.payment.notFound');

/** `PUT /vip-orders/{orderNo}/cancel|refund|accept-late-payment`: staff say why (kept in the order's history). */
export const vipOrderReasonForm = z.object({ reason: requiredText(REJECT_REASON_MAX) });
export type VipOrderReasonForm = z.output<typeof vipOrderReasonForm>;

/** `PUT /jobs/{id}/promote`: days default to the config `vip.adDays`. */
export const jobPromotionForm = z.object({ days: count(90).optional() });
export type JobPromotionForm = z.output<typeof jobPromotionForm>;

/** `PUT /vip-promotions/{id}/end`: why staff end a promotion (optional for the publisher ending their own). */
export const promotionEndForm = z.object({ reason: z.string().trim().max(REJECT_REASON_MAX).optional().nullable() });
export type PromotionEndForm = z.output<typeof promotionEndForm>;
