import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { useServerTimeZone } from '../../providers/useServerTimeZone';
import { dateLocales } from '../../theme/locales';

export interface InstantFormat {
  /** An ISO instant as a date and time in the api's zone (the zone the lists' wall times are in), worded per language. */
  instant: (iso: string | null | undefined) => string;
  /** A session's start and end: the day and start time, then the end as a time alone when on the same day. */
  slot: (startsAt: string, endsAt: string) => string;
  /** An ISO instant as a time of day alone. */
  time: (iso: string) => string;
  timeZone: string | undefined;
}

/**
 * Sessions' instants as staff read them: in the api's zone (client config), as every other time of the back office,
 * whatever zone the browser or the counselor is in; the browser's zone until the config is known.
 */
export function useInstantFormat(): InstantFormat {
  const locale = useDashboardLocale();
  const timeZone = useServerTimeZone();
  const zone = timeZone ? { timeZone } : {};
  const dateTime = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short', ...zone });
  const clock = new Intl.DateTimeFormat(dateLocales[locale], { timeStyle: 'short', ...zone });
  const dayOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...zone });
  const valid = (iso: string | null | undefined): iso is string => typeof iso === 'string' && !Number.isNaN(Date.parse(iso));
  return {
    timeZone,
    instant: (iso) => (valid(iso) ? dateTime.format(new Date(iso)) : (iso ?? '')),
    time: (iso) => (valid(iso) ? clock.format(new Date(iso)) : iso),
    slot: (startsAt, endsAt) => {
      if (!valid(startsAt)) return startsAt;
      if (!valid(endsAt)) return dateTime.format(new Date(startsAt));
      const sameDay = dayOf.format(new Date(startsAt)) === dayOf.format(new Date(endsAt));
      return `${dateTime.format(new Date(startsAt))} – ${(sameDay ? clock : dateTime).format(new Date(endsAt))}`;
    },
  };
}
