import type { ProjectionRebuildView } from '@jobmarket/contracts';

/** How much of a rebuild is done, 0–1; null when it cannot be told (events not countable, or nothing to count). */
export function rebuildFraction(rebuild: Pick<ProjectionRebuildView, 'eventsProcessed' | 'totalEvents'>): number | null {
  if (rebuild.totalEvents === null || rebuild.totalEvents <= 0) return null;
  // the target moves with the live projection, so the count may briefly run ahead of the total
  return Math.min(1, rebuild.eventsProcessed / rebuild.totalEvents);
}
