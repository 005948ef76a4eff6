import type { PortalMessageKey } from '../../../i18n/I18nContext';

// one formatter per zone: the home greets on every render
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) that `now` reads on a clock in `timeZone`; the device's own hour when the zone is unknown. */
export function hourIn(now: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone });
    } catch {
      return now.getHours();
    }
    hourFormats.set(timeZone, format);
  }
  return Number(format.formatToParts(now).find((part) => part.type === 'hour')?.value ?? now.getHours()) % 24;
}

/** Spec §1: the job seeker's home greets by time of day. */
export function greetingFor(hour: number): PortalMessageKey {
  if (hour >= 5 && hour < 12) return 'portal.homes.greeting.morning';
  if (hour >= 12 && hour < 18) return 'portal.homes.greeting.afternoon';
  return 'portal.homes.greeting.evening';
}

/** The greeting for the moment `now` in `timeZone`. */
export const greetingAt = (now: Date, timeZone: string): PortalMessageKey => greetingFor(hourIn(now, timeZone));
