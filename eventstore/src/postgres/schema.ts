/**
 * Event store DDL. Idempotent: run at every start.
 * es_append does the optimistic check and the insert in one round trip; no global lock, so commits group.
 * Custom SQLSTATE JM001: wrong expected version (DETAIL = actual revision, -1 for no stream). A repeated event id
 * fails on the unique index; the adapter then tells an idempotent retry from a real duplicate (only on that error
 * path, so the common append pays for no lookup).
 */
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

create or replace function es_append(
  p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[]
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
    raise exception using errcode = 'JM001', message = 'wrong expected version',
      detail = coalesce(v_revision, -1)::text;
  end if;

  insert into es_events (stream_id, revision, event_id, type, data, metadata)
    select p_stream, v_revision - v_count + u.ord, u.id, u.t, u.d, u.m
    from unnest(p_ids, p_types, p_data, p_metadata) with ordinality as u(id, t, d, m, ord);
  v_last := currval(pg_get_serial_sequence('es_events', 'global_position'));

  return query select v_revision, pg_current_xact_id(), v_last;
end
$$;
`;
