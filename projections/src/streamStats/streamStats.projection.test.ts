import { describe, it } from 'vitest';
import { departmentCreated, departmentUpdated, userCreated, userSignedIn, userSignedOut } from '../testing/identityEvents';
import { ProjectionSpec, rowsOf, specEvent, specTime } from '../testing/projectionSpec';
import { STREAM_STATS_TABLE, streamStatsProjection } from './streamStats.projection';

describe('stream stats projection', () => {
  const given = ProjectionSpec.for(streamStatsProjection);

  it('counts each category’s streams and events, whatever their type, and when it last changed', () =>
    given([userCreated(7), userSignedIn(7), userCreated(8), userSignedOut(7), departmentCreated(4)]).then(
      rowsOf(
        STREAM_STATS_TABLE,
        { category: 'user', streams: 2, events: 4, last_event_at: specTime(4) },
        { category: 'department', streams: 1, events: 1, last_event_at: specTime(5) },
      ),
    ));

  it('adds later batches to the counts, opening a stream only at its first event', () =>
    given([userCreated(7), departmentCreated(4)])
      .when([departmentUpdated(4), userSignedIn(7), userCreated(9)])
      .then(
        rowsOf(
          STREAM_STATS_TABLE,
          { category: 'user', streams: 2, events: 3, last_event_at: specTime(5) },
          { category: 'department', streams: 1, events: 2, last_event_at: specTime(3) },
        ),
      ));

  it('keeps the latest time when an older event arrives in a later batch', () =>
    given([userCreated(7, {}, { at: new Date('2026-03-01T00:00:00Z') })])
      .when([userSignedIn(7, { at: new Date('2026-02-01T00:00:00Z') })])
      .then(rowsOf(STREAM_STATS_TABLE, { category: 'user', streams: 1, events: 2, last_event_at: new Date('2026-03-01T00:00:00Z') })));

  it('names a stream without a dash after the whole stream', () =>
    given([specEvent('$settings', { type: 'SettingsChanged', data: {} })]).then(rowsOf(STREAM_STATS_TABLE, { category: '$settings', streams: 1, events: 1 })));

  // the tally adds and does not know which positions it has counted: a batch applied twice counts twice
  it.todo('ends with the same counts when a batch is replayed');
});
