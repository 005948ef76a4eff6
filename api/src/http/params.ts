import { z } from 'zod';

/** `/{id}` path parameter: a positive whole number. */
export const idParams = z.object({ id: z.coerce.number().int().min(1) });

/** `/{ids}` path parameter: comma-separated positive whole numbers, at least one (spec: "Please select items to delete"). */
export const idsParams = z.object({
  ids: z
    .string()
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .pipe(z.array(z.number().int().min(1)).min(1).max(500)),
});

/** Whether a list request speaks react-admin's dialect (JSON sort/range/filter) rather than the spec's. */
export function isRestDialect(query: Record<string, unknown>): boolean {
  return 'range' in query || 'sort' in query || 'filter' in query;
}

/** Delete answers `{id}` (react-admin reads it); several ids answer the list. */
export function deletedIds(ids: number[]): { id: number | number[] } {
  return { id: ids.length === 1 ? ids[0]! : ids };
}
