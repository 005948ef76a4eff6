import type { Knex } from 'knex';

/**
 * Counts a view of a job: one per visitor per job per day (telemetry, not events — ARCHITECTURE §2 exception).
 * placeholder: the search part replaces it (same signature).
 */
export async function recordJobView(_db: Knex, _jobId: number, _visitorKey: string): Promise<void> {}

/**
 * Views per job (distinct visitors per day, summed), for lists' `viewCount`; a job never viewed is missing.
 * placeholder: the search part replaces it (same signature).
 */
export async function viewCountsOf(_db: Knex, _jobIds: number[]): Promise<Map<number, number>> {
  return new Map();
}
