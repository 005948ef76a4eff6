import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { AppError } from './appError';
import { parsePageQuery, parseRestQuery, type ListSpec } from './listQuery';

const users: ListSpec = {
  resource: 'users',
  sortable: { id: 'u.id', username: 'u.username', createTime: 'u.created_at' },
  defaultSort: { field: 'createTime', order: 'desc' },
  filters: {
    keywords: z.string().max(50).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    createTime: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).length(2).optional(),
    id: z.array(z.coerce.number()).optional(),
  },
};

describe("the spec's page dialect", () => {
  it('defaults to page 1 of 10, sorted by the default field', () => {
    expect(parsePageQuery(users, {})).toEqual({ offset: 0, limit: 10, sort: { column: 'u.created_at', order: 'desc' }, filters: {} });
  });

  it('turns pageNum and pageSize into offset and limit, capping the size at 100', () => {
    expect(parsePageQuery(users, { pageNum: '3', pageSize: '20' })).toMatchObject({ offset: 40, limit: 20 });
    expect(parsePageQuery(users, { pageNum: '2', pageSize: '5000' })).toMatchObject({ offset: 100, limit: 100 });
  });

  it('validates filters, including bracket-style date ranges, and ignores empty ones', () => {
    const request = parsePageQuery(users, { keywords: 'ann', status: '1', createTime: ['2026-01-01', '2026-01-31'], deptId: '' } as never);
    expect(request.filters).toEqual({ keywords: 'ann', status: 1, createTime: ['2026-01-01', '2026-01-31'] });
    expect(() => parsePageQuery(users, { status: '7' })).toThrow(ZodError);
    expect(() => parsePageQuery(users, { createTime: ['yesterday', 'today'] })).toThrow(ZodError);
  });

  it('refuses filters and sort fields the resource does not allow', () => {
    expect(() => parsePageQuery(users, { password: 'x' })).toThrow(AppError);
    expect(() => parsePageQuery(users, { sortField: 'password' })).toThrow(/A0400/);
  });

  it("orders ties by the spec's tie-breaker, unless the list is already sorted by it", () => {
    const withTieBreaker = { ...users, tieBreaker: 'u.id' };
    expect(parsePageQuery(withTieBreaker, {}).sort).toEqual({ column: 'u.created_at', order: 'desc', tieBreaker: 'u.id' });
    expect(parsePageQuery(withTieBreaker, { sortField: 'id', sortOrder: 'asc' }).sort).toEqual({ column: 'u.id', order: 'asc' });
    expect(parseRestQuery(withTieBreaker, { sort: '["username","ASC"]' }).sort).toEqual({ column: 'u.username', order: 'asc', tieBreaker: 'u.id' });
  });

  it('refuses a page number below 1', () => {
    expect(() => parsePageQuery(users, { pageNum: '0' })).toThrow(ZodError);
  });
});

describe("react-admin's simple-rest dialect", () => {
  it('reads sort, range and filter as JSON', () => {
    expect(parseRestQuery(users, { sort: '["username","ASC"]', range: '[25,49]', filter: '{"keywords":"bo"}' })).toEqual({
      offset: 25,
      limit: 25,
      sort: { column: 'u.username', order: 'asc' },
      filters: { keywords: 'bo' },
    });
  });

  it('serves getMany through an id filter', () => {
    expect(parseRestQuery(users, { filter: '{"id":[1,2,3]}' }).filters).toEqual({ id: [1, 2, 3] });
  });

  it('caps the range at 100 rows', () => {
    expect(parseRestQuery(users, { range: '[0,999]' }).limit).toBe(100);
  });

  it('refuses malformed JSON, inverted ranges and unknown sort fields', () => {
    expect(() => parseRestQuery(users, { sort: '["username"' })).toThrow(AppError);
    expect(() => parseRestQuery(users, { range: '[10,2]' })).toThrow(ZodError);
    expect(() => parseRestQuery(users, { sort: '["password","ASC"]' })).toThrow(AppError);
    expect(() => parseRestQuery(users, { filter: '{"password":"x"}' })).toThrow(AppError);
  });
});
