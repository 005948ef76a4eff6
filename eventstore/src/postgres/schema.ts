/** Two-int advisory lock every append holds, shared, for its whole transaction (see es_horizon). */
export const APPEND_LOCK = { classId: 7355608, objectId: 1 } as const;

/**
 * Event store DDL. Idempotent: run at every start.
 * es_append does the optimistic check and the insert in one round trip; no global lock (the append lock is shared
 * by every appender), so commits group. es_append_streams does the same for several streams in one transaction.
 * Custom SQLSTATE JM001: wrong expected version (DETAIL = actual revision, -1 for no stream). A repeated event id
 * fails on the unique index; the adapter then tells an idempotent retry from a real duplicate (only on that error
 * path, so the common append pays for no lookup).
 */
const LOCK_ARGS = `${APPEND_LOCK.classId}, ${APPEND_LOCK.objectId}`;

export const eventStoreSchemaSql = /* sql */ `
create table if not exists es_streams (
  stream_id text primary key,
  revision bigint not null
);

create table if not exists es_events (
  global_position bigserial primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null,
  revision bigint not null,
  event_id uuid not null unique,
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  unique (stream_id, revision)
);

create index if not exists es_events_commit_order on es_events (transaction_id, global_position);
-- a reader that handles a few types walks only their entries, in commit order (es_read_all with p_types)
create index if not exists es_events_type_commit_order on es_events (type, transaction_id, global_position);

-- Whether this transaction holds the append lock; only asked on es_append's rare path, as pg_locks scans every lock.
create or replace function es_holds_append_lock() returns boolean language sql volatile as $$
  select exists (
    select 1 from pg_locks l
     where l.locktype = 'advisory' and l.pid = pg_backend_pid() and l.granted
       and l.database = (select oid from pg_database where datname = current_database())
       and (l.classid, l.objid, l.objsubid) = (${APPEND_LOCK.classId}::oid, ${APPEND_LOCK.objectId}::oid, 2))
$$;

-- The first statement of a transaction that appends among other writes: es_append must hold the append lock before
-- its transaction has an id (see es_horizon). A lone es_append call needs nothing else.
create or replace function es_begin_append() returns void language plpgsql as $$
begin
  if pg_current_xact_id_if_assigned() is not null then
    if not es_holds_append_lock() then
      raise exception using errcode = 'JM002',
        message = 'es_append in a transaction that already has an id: call es_begin_append() before its first write';
    end if;
  end if;
  perform pg_advisory_xact_lock_shared(${LOCK_ARGS});
end
$$;

-- A 32-bit xid as the 64-bit one nearest to p_reference: live transaction ids lie within 2^31 of each other.
create or replace function es_widen_xid(p_xid32 bigint, p_reference bigint) returns bigint
language sql immutable as $$
  select p_reference + (p_xid32 - p_reference % 4294967296 + 6442450944) % 4294967296 - 2147483648
$$;

/*
 * es_horizon: readers see exactly the rows with transaction_id < es_horizon(), read by a LATER statement (a fresh
 * READ COMMITTED snapshot S2). Only appends to this store can hold it back, never another database's or another
 * table's transactions. Why no committed append is ever skipped and no late one ever appears behind a reader:
 *  - every append holds the append lock (shared, transaction-level) from before its transaction gets an id until after
 *    its commit is visible (locks are released after the commit leaves the proc array);
 *  - one statement, snapshot S1, reads H = least(xmax(S1), smallest id among this database's backends holding the
 *    lock), where xmax(S1) = 1 + the newest completed id, so any id handed out after S1 is >= xmax(S1);
 *  - take an append A with id x < H. x < xmax(S1), so A got x before S1, hence before the lock read. At the lock read
 *    A either still held the lock, and its backend_xid (read in the same statement) was x unless A had ended by then
 *    (H <= x: impossible), or A had released it, so had ended. Either way its commit (or abort) is visible to S2.
 *    A could not be "not yet holding": it locks before it has an id;
 *  - ids an append gets after the lock read are >= xmax(S1) >= H, so rows below H are final: the next reader can start
 *    right after the last one below H.
 * pg_stat_activity is a per-transaction cache: cleared first, so backend_xid is read during this statement. Its 32-bit
 * xid is widened by its signed distance to xmax(S1) (es_widen_xid). A prepared transaction holding the lock has no
 * backend: then fall back to xmin(S1), which counts it. REPEATABLE READ would give S2 = S1: refused. Readers must use
 * the primary (a standby sees none of its locks).
 */
create or replace function es_horizon() returns xid8 language plpgsql volatile as $$
declare
  v_horizon xid8;
begin
  if current_setting('transaction_isolation') <> 'read committed' then
    raise exception 'the event store horizon needs READ COMMITTED: rows must be read with a snapshot newer than it';
  end if;
  perform pg_stat_clear_snapshot();
  -- one statement (snapshot S1); holders is read once (a CTE used twice is materialised)
  with holders as (
    select l.pid is null as is_prepared, a.backend_xid::text::bigint as xid32
      from pg_locks l left join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted
       and l.database = (select oid from pg_database where datname = current_database())
       and (l.classid, l.objid, l.objsubid) = (${APPEND_LOCK.classId}::oid, ${APPEND_LOCK.objectId}::oid, 2)
  )
  select case
           when exists (select 1 from holders where is_prepared) then pg_snapshot_xmin(pg_current_snapshot())
           else least(s.xmax, (select min(es_widen_xid(h.xid32, s.xmax)) from holders h))::text::xid8
         end
    into v_horizon
    from (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as xmax) s;
  return v_horizon;
end
$$;

-- Newest position a reader can see now (empty when none).
create or replace function es_head() returns table (transaction_id xid8, global_position bigint)
language plpgsql volatile as $$
declare
  v_horizon xid8 := es_horizon();
begin
  -- a later statement than the horizon's: a fresh snapshot (see es_horizon)
  return query select e.transaction_id, e.global_position from es_events e where e.transaction_id < v_horizon
    order by e.transaction_id desc, e.global_position desc limit 1;
end
$$;

-- Whether rows exist that readers cannot see yet because an older append is still open. Asked through the newest
-- transaction id, one entry at the end of es_events_commit_order: 'exists (… where transaction_id >= horizon)' was
-- planned as a sequential scan, which reads the whole table exactly when, as usual, nothing lies behind the horizon
-- (1.7 ms at 30,000 events, on every wake of every subscriber).
create or replace function es_has_events_behind_horizon() returns boolean language plpgsql volatile as $$
declare
  v_horizon xid8 := es_horizon();
begin
  return coalesce((select max(e.transaction_id) from es_events e) >= v_horizon, false);
end
$$;

/*
 * One page of readAll in commit order after (p_after_transaction, p_after_position), below the horizon. With p_types,
 * only those types, walked on es_events_type_commit_order (one index range per type, merged). The rows come with
 * scan_end = false; when a type filter matched fewer than p_max_count rows, everything below the horizon was scanned,
 * and one more row with scan_end = true carries the last position there, so a filtered reader still moves on.
 */
create or replace function es_read_all(
  p_after_transaction xid8, p_after_position bigint, p_max_count int, p_types text[] default null
) returns table (
  global_position bigint, transaction_id xid8, stream_id text, revision bigint, event_id uuid, type text,
  data jsonb, metadata jsonb, created_at timestamptz, scan_end boolean
) language plpgsql volatile as $$
declare
  v_horizon xid8;
  v_returned bigint;
begin
  v_horizon := es_horizon();
  -- from here on a fresh snapshot, taken after the horizon was read (see es_horizon)
  if p_types is null then
    return query select e.global_position, e.transaction_id, e.stream_id, e.revision, e.event_id, e.type, e.data,
                        e.metadata, e.created_at, false
      from es_events e
     where e.transaction_id < v_horizon and (e.transaction_id, e.global_position) > (p_after_transaction, p_after_position)
     order by e.transaction_id, e.global_position limit p_max_count;
    return;
  end if;
  return query select e.global_position, e.transaction_id, e.stream_id, e.revision, e.event_id, e.type, e.data,
                      e.metadata, e.created_at, false
    from (select distinct unnest(p_types) as type) wanted
    cross join lateral (
      select * from es_events x
       where x.type = wanted.type and x.transaction_id < v_horizon
         and (x.transaction_id, x.global_position) > (p_after_transaction, p_after_position)
       order by x.transaction_id, x.global_position limit p_max_count) e
   order by e.transaction_id, e.global_position limit p_max_count;
  get diagnostics v_returned = row_count;
  if v_returned < p_max_count then
    return query select e.global_position, e.transaction_id, null, null::bigint, null::uuid, null, null::jsonb, null::jsonb,
                        null::timestamptz, true
      from es_events e
     where e.transaction_id < v_horizon and (e.transaction_id, e.global_position) > (p_after_transaction, p_after_position)
     order by e.transaction_id desc, e.global_position desc limit 1;
  end if;
end
$$;

-- The body of an append, for callers that already hold the append lock (es_append, es_append_streams): never call
-- it otherwise, or readers may skip the rows it writes (see es_horizon). p_index names the stream of a multi-stream
-- append in JM001's HINT ('stream <n>'); a single append leaves it null, so its error stays as it was.
create or replace function es_append_locked(
  p_index int, p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (next_revision bigint, commit_id xid8, last_position bigint)
language plpgsql as $$
declare
  v_count int := cardinality(p_ids);
  v_revision bigint;
  v_last bigint;
begin
  if p_expected = 'any' then
    insert into es_streams as s (stream_id, revision) values (p_stream, v_count - 1)
      on conflict (stream_id) do update set revision = s.revision + v_count
      returning s.revision into v_revision;
  elsif p_expected = 'no_stream' then
    insert into es_streams (stream_id, revision) values (p_stream, v_count - 1)
      on conflict (stream_id) do nothing
      returning revision into v_revision;
  elsif p_expected = 'stream_exists' then
    update es_streams s set revision = s.revision + v_count
      where s.stream_id = p_stream returning s.revision into v_revision;
  else
    update es_streams s set revision = s.revision + v_count
      where s.stream_id = p_stream and s.revision = p_expected::bigint
      returning s.revision into v_revision;
  end if;

  if v_revision is null then
    select s.revision into v_revision from es_streams s where s.stream_id = p_stream;
    if p_index is null then
      raise exception using errcode = 'JM001', message = 'wrong expected version', detail = coalesce(v_revision, -1)::text;
    end if;
    raise exception using errcode = 'JM001', message = 'wrong expected version', detail = coalesce(v_revision, -1)::text,
      hint = 'stream ' || p_index;
  end if;

  insert into es_events (stream_id, revision, event_id, type, data, metadata)
    select p_stream, v_revision - v_count + u.ord, u.id, u.t, u.d, u.m
    from unnest(p_ids, p_types, p_data, p_metadata) with ordinality as u(id, t, d, m, ord);
  v_last := currval(pg_get_serial_sequence('es_events', 'global_position'));

  return query select v_revision, pg_current_xact_id(), v_last;
end
$$;

create or replace function es_append(
  p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (next_revision bigint, commit_id xid8, last_position bigint)
language plpgsql as $$
begin
  -- before any write, so before this transaction has an id: readers' horizon counts every append (see es_horizon)
  if pg_current_xact_id_if_assigned() is null then
    perform pg_advisory_xact_lock_shared(${LOCK_ARGS});
  else
    perform es_begin_append(); -- inside a larger transaction: refuses unless es_begin_append came first
  end if;
  return query select * from es_append_locked(null, p_stream, p_expected, p_ids, p_types, p_data, p_metadata);
end
$$;

-- Several streams in one transaction, all or none: stream i gets the next p_counts[i] entries of the event arrays,
-- checked against p_expected[i]; one row per stream, in order. The lock is taken once, before the first write.
create or replace function es_append_streams(
  p_streams text[], p_expected text[], p_counts int[], p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
) returns table (stream_index int, next_revision bigint, commit_id xid8, last_position bigint)
language plpgsql as $$
declare
  v_from int := 1;
  v_to int;
begin
  if pg_current_xact_id_if_assigned() is null then
    perform pg_advisory_xact_lock_shared(${LOCK_ARGS});
  else
    perform es_begin_append();
  end if;
  for i in 1 .. cardinality(p_streams) loop
    v_to := v_from + p_counts[i] - 1;
    return query select i, r.next_revision, r.commit_id, r.last_position
      from es_append_locked(i, p_streams[i], p_expected[i], p_ids[v_from:v_to], p_types[v_from:v_to], p_data[v_from:v_to],
                            p_metadata[v_from:v_to]) r;
    v_from := v_to + 1;
  end loop;
end
$$;
`;
