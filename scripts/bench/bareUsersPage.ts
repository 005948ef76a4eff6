/**
 * The floor the api's users page is held against in `npm run bench -- api`: a bare Express 5 app with one route that
 * runs the same statement as GET /api/v1/users/page for ROOT with no filters (the page, newest first, and a count
 * bounded at 1,001 rows, in one statement; above the bound the planner's estimate, cached 30 s as the api does) on a
 * plain pg pool as large as the api's knex pool, and answers the same envelope shape.
 * No auth, rate limiting, logging, helmet or validation. Run as a child process: DATABASE_URL and PORT from the env.
 */
import express from 'express';
import pg from 'pg';

// the SQL knex generates for queries.list(root, {}) in api/src/modules/identity/users/queries.ts and fetchListPage
// in api/src/http/listQuery.ts
const EXACT_COUNT_BOUND = 1000;
const ESTIMATE_TTL_MS = 30_000;
const FILTERED = 'from "users_v1" as "u" left join "departments_v1" as "d" on "d"."id" = "u"."dept_id" where "u"."deleted_at" is null';
const ORDER = '"u"."created_at" desc, "u"."id" desc';
const PAGE_SQL = `select _page.*, _counted._page_total
  from (select count(*)::int as _page_total from (select 1 ${FILTERED} limit $1) as _bounded) as _counted
  left join lateral (select "u"."id", "u"."username", "u"."nickname", "u"."mobile", "u"."gender", "u"."avatar", "u"."email", "u"."status",
      "u"."created_at", "d"."name" as "dept_name",
      (select string_agg(r.name, E'\\n' order by r.sort, r.id) from user_roles_v1 ur join roles_v1 r on r.id = ur.role_id where ur.user_id = u.id) as role_names,
      row_number() over (order by ${ORDER}) as _page_row
    ${FILTERED} order by ${ORDER} limit $2 offset $3) as _page on true
  order by _page._page_row`;
const ESTIMATE_SQL = `explain (format json) select 1 ${FILTERED}`;

interface Row {
  _page_row: number | null;
  _page_total: number;
  id: number;
  username: string;
  nickname: string;
  mobile: string | null;
  gender: number;
  avatar: string | null;
  email: string | null;
  status: number;
  created_at: Date;
  dept_name: string | null;
  role_names: string | null;
}

// as many connections as the api's knex pool (createDatabase). Handed back a few seconds after this side's round, as
// the PostgreSQL server is shared and the api's pool holds its own meanwhile; not sooner, or the bench's CPU reading
// (taken about a second after the round) would miss these backends.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, idleTimeoutMillis: 5_000 });
pool.on('error', () => undefined); // the bench drops the database at the end
let estimate: { rows: number; expiresAt: number } | undefined;

/** fetchListPage's total: exact up to the bound or at the list's end, otherwise the cached estimate within what the page proves. */
async function totalOf(boundedCount: number, offset: number, pageSize: number, fetched: number): Promise<number> {
  if (boundedCount <= EXACT_COUNT_BOUND) return boundedCount;
  const shown = Math.min(fetched, pageSize);
  if (fetched <= pageSize && shown > 0) return offset + shown;
  if (!estimate || estimate.expiresAt <= Date.now()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(ESTIMATE_SQL);
    estimate = { rows: Math.round(rows[0]!['QUERY PLAN'][0]!.Plan['Plan Rows']), expiresAt: Date.now() + ESTIMATE_TTL_MS };
  }
  const atLeast = Math.max(EXACT_COUNT_BOUND + 1, offset + shown + (fetched > pageSize ? 1 : 0));
  return Math.min(Math.max(estimate.rows, atLeast), shown === 0 ? Math.max(offset, atLeast) : Number.POSITIVE_INFINITY);
}

const app = express();
app.disable('x-powered-by');

app.get('/api/v1/users/page', async (req, res) => {
  const pageNum = Math.max(1, Number(req.query.pageNum) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(req.query.pageSize) || 10));
  const offset = (pageNum - 1) * pageSize;
  const { rows: answered } = await pool.query<Row>(PAGE_SQL, [EXACT_COUNT_BOUND + 1, pageSize + 1, offset]);
  const rows = answered.filter((row) => row._page_row !== null);
  const total = await totalOf(answered[0]?._page_total ?? 0, offset, pageSize, rows.length);
  const list = rows.slice(0, pageSize).map((row) => ({
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    mobile: row.mobile,
    gender: row.gender,
    avatar: row.avatar,
    email: row.email,
    status: row.status,
    deptName: row.dept_name,
    roleNames: row.role_names ? row.role_names.split('\n').join(',') : '',
    createTime: row.created_at.toISOString(),
  }));
  res.json({ code: '00000', data: { list, total }, msg: 'OK' });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
