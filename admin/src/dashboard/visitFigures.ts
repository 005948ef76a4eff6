import type { Locale } from '@jobmarket/contracts';
import { dateLocales } from '../theme/locales';

/** `GET /logs/visit-stats`: today and all-time counts, growth against yesterday as decimals (0.25 = +25%). */
export interface VisitStats {
  todayUvCount: number;
  totalUvCount: number;
  uvGrowthRate: number;
  todayPvCount: number;
  totalPvCount: number;
  pvGrowthRate: number;
}

export type GrowthDirection = 'up' | 'down' | 'flat';

export interface Growth {
  direction: GrowthDirection;
  /** ▲ or ▼; nothing when flat. */
  arrow: string;
  /** A theme palette path for the figure's colour. */
  colour: 'success.main' | 'error.main' | 'text.secondary';
  /** The size of the change, without its sign (the arrow carries it): `25%`. */
  percent: string;
  /** The i18n key that says it in words. */
  messageKey: string;
}

/** The i18n keys that say a growth in words, per direction. */
export interface GrowthMessages {
  up: string;
  down: string;
  flat: string;
}

/** Growth against yesterday, as the visit cards say it. */
export const DAILY_GROWTH: GrowthMessages = { up: 'admin.dashboard.growthUp', down: 'admin.dashboard.growthDown', flat: 'admin.dashboard.growthFlat' };

/** How a growth rate reads on a card: rising is green ▲, falling red ▼, no change grey. */
export function growthOf(rate: number, locale: Locale, messages: GrowthMessages = DAILY_GROWTH): Growth {
  const percent = new Intl.NumberFormat(dateLocales[locale], { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(rate));
  if (rate > 0) return { direction: 'up', arrow: '▲', colour: 'success.main', percent, messageKey: messages.up };
  if (rate < 0) return { direction: 'down', arrow: '▼', colour: 'error.main', percent, messageKey: messages.down };
  return { direction: 'flat', arrow: '', colour: 'text.secondary', percent, messageKey: messages.flat };
}

/** A count with the language's digit grouping. */
export const formatCount = (count: number, locale: Locale): string => new Intl.NumberFormat(dateLocales[locale]).format(count);
