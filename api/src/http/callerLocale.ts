import type { Request } from 'express';
import type { Locale } from '@jobmarket/contracts';
import { READER_TIME_ZONE_HEADER, READER_TIME_ZONE_MAX } from '@jobmarket/contracts/platform/readerZone';
import { isKnownTimeZone } from './time';

/** Whom a later mail or reminder writes to, as the request that booked it told: their language and their zone. */
export interface CallerLocale {
  locale: Locale;
  /** The zone their browser named (READER_TIME_ZONE_HEADER); null when it named none the runtime knows. */
  timeZone: string | null;
}

/** The caller's language (negotiated from Accept-Language) and the zone header, if it names a known zone. */
export function callerLocaleOf(route: { req: Request; locale: Locale }): CallerLocale {
  const zone = route.req.get(READER_TIME_ZONE_HEADER);
  return { locale: route.locale, timeZone: zone && zone.length <= READER_TIME_ZONE_MAX && isKnownTimeZone(zone) ? zone : null };
}
