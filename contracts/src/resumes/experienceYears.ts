import type { ExperienceEntry } from './forms';

const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/**
 * Whole years of experience over a resume's entries: the union of their month ranges (both ends included, so an entry
 * from 2020-01 to 2020-12 is one year; overlapping jobs count once); an open entry runs until `now`'s month.
 */
export function experienceYearsOf(entries: readonly Pick<ExperienceEntry, 'startMonth' | 'endMonth'>[], now: Date): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges = entries
    .map((entry) => [monthIndex(entry.startMonth), entry.endMonth ? monthIndex(entry.endMonth) : current] as const)
    .filter(([start, end]) => start <= end)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of ranges) {
    const from = Math.max(start, coveredUntil + 1);
    if (end >= from) months += end - from + 1;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return Math.floor(months / 12);
}
