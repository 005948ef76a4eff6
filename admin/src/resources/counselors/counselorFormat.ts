import type { Locale } from '@jobmarket/contracts';
import type { CounselorView } from '@jobmarket/contracts/counseling/views';
import { formatMoney } from '../jobs/jobFormat';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A session's price as staff read it: "Free" for 0, else the amount in the counselor's currency. */
export const priceText = (counselor: Pick<CounselorView, 'price' | 'currency'>, translate: Translate, locale: Locale): string =>
  counselor.price === 0 ? translate('counseling.fields.free') : formatMoney(counselor.price, counselor.currency, locale);

/** The seekers' average rating with its count, or that there is none yet. */
export const ratingText = (counselor: Pick<CounselorView, 'rating' | 'ratingCount'>, translate: Translate): string =>
  counselor.rating === null ? translate('resources.counselors.noRating') : translate('resources.counselors.rating', { rating: counselor.rating.toFixed(1), smart_count: counselor.ratingCount });

/** The languages a counselor speaks, named in the admin's language. */
export const languagesText = (languages: readonly string[], translate: Translate): string => languages.map((language) => translate(`resources.counselors.languages.${language}`, { _: language })).join(', ');

/** The ways sessions are held. */
export const modesText = (modes: readonly string[], translate: Translate): string => modes.map((mode) => translate(`counseling.modes.${mode}`, { _: mode })).join(', ');
