import type { PortalMessageKey } from '../../i18n/I18nContext';

/** Spec §1: the job seeker's home greets by time of day (local clock). */
export function greetingFor(hour: number): PortalMessageKey {
  if (hour >= 5 && hour < 12) return 'portal.homes.greeting.morning';
  if (hour >= 12 && hour < 18) return 'portal.homes.greeting.afternoon';
  return 'portal.homes.greeting.evening';
}
