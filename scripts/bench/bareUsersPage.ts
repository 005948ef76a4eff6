/**
 * The floor the api's users page is held against in `npm run bench -- api`: a bare Express 5 app with one route that
 * runs the same two statements as GET /api/v1/users/page for ROOT with no filters (count, then the page ordered by
 * created_at desc) on a plain pg pool as large as the api's knex pool, and answers the same envelope shape.
 * No auth, rate limiting, logging, helmet or validation. Run as a child process: DATABASE_URL and PORT from the env.
 */
import express from 'express';
import pg from 'pg';

// the SQL knex generates for queries.list(root, {}) in api/src/modules/identity/users/queries.ts and fetchPage
const COUNT_SQL =
  'select count(*) as "count" from "users_v1" as "u" left join "departments_v1" as "d" on "d"."id" = "u"."dept_id" where "u"."deleted_at" is null';
const PAGE_SQL = `select "u"."id", "u"."username", "u"."nickname", "u"."mobile", "u"."gender", "u"."avatar", "u"."email", "u"."status",
    "u"."created_at", "d"."name" as "dept_name",
    (select string_agg(r.name, E'\\n' order by r.sort, r.id) from user_roles_v1 ur join roles_v1 r on r.id = ur.role_id where ur.user_id = u.id) as role_names
  from "users_v1" as "u" left join "departments_v1" as "d" on "d"."id" = "u"."dept_id"
  where "u"."deleted_at" is null order by "u"."created_at" desc limit $1 offset $2`;

interface Row {
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
const app = express();
app.disable('x-powered-by');

app.get('/api/v1/users/page', async (req, res) => {
  const pageNum = Math.max(1, Number(req.query.pageNum) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(req.query.pageSize) || 10));
  const { rows: counted } = await pool.query<{ count: string }>(COUNT_SQL);
  const { rows } = await pool.query<Row>(PAGE_SQL, [pageSize, (pageNum - 1) * pageSize]);
  const list = rows.map((row) => ({
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
  res.json({ code: '00000', data: { list, total: Number(counted[0]?.count ?? 0) }, msg: 'OK' });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
