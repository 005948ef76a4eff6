import { statusField } from '@jobmarket/contracts';
import { z } from 'zod';
import { dayRangeFilter, type ListSpec } from '../../../http/listQuery';
import type { UserListFilters } from './queries';

/** What the users page, react-admin's list and the export filter and sort on. */
export const userListSpec = {
  resource: 'users',
  sortable: { id: 'u.id', username: 'u.username', nickname: 'u.nickname', status: 'u.status', createTime: 'u.created_at' },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: 'u.id',
  filters: {
    keywords: z.string().trim().max(50).optional(),
    /** react-admin's full-text search input, same as keywords. */
    q: z.string().trim().max(50).optional(),
    status: statusField.optional(),
    deptId: z.coerce.number().int().min(1).optional(),
    createTime: dayRangeFilter,
    /** react-admin's getMany: `filter={"id":[1,2]}`. */
    id: z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int().min(1)).max(500)).optional(),
  },
} satisfies ListSpec;

export type UserListQuery = z.infer<z.ZodObject<typeof userListSpec.filters>>;

/** The wire's filters as the query layer takes them (`q` is react-admin's name for keywords). */
export function userFiltersOf(filters: UserListQuery): UserListFilters {
  const { keywords, q, status, deptId, createTime, id } = filters;
  return { keywords: keywords || q, status, deptId, createTime, ids: id };
}
