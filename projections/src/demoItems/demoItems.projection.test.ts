import { demoItemStream, type DemoItemEvent, type DemoItemForm } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specEvent, specTime } from '../testing/projectionSpec';
import { DEMO_ITEMS_TABLE, demoItemsProjection } from './demoItems.projection';

const fields: DemoItemForm = {
  name: 'Sample',
  category: 'Sample',
  price: 12.5,
  releaseDate: '2026-01-15',
  active: true,
  cover: '/api/v1/files/a',
  description: '<p>Sample</p>',
};
const changed: DemoItemForm = {
  name: 'Changed',
  category: 'Changed',
  price: 13.25,
  releaseDate: '2026-02-20',
  active: false,
  cover: '/api/v1/files/b',
  description: '<p>Changed</p>',
};
const recorded = (event: DemoItemEvent) => specEvent(demoItemStream(event.data.id), event);
const created = (id: number) => recorded({ type: 'DemoItemCreated', data: { ...fields, id } });
const updated = (id: number) => recorded({ type: 'DemoItemUpdated', data: { ...changed, id } });
const deleted = (id: number) => recorded({ type: 'DemoItemDeleted', data: { id } });

describe('demoItems projection', () => {
  const given = ProjectionSpec.for(demoItemsProjection);

  it('records a created demoItem with every field in its typed column', () =>
    given([created(1)]).then(rowsOf(DEMO_ITEMS_TABLE, { id: 1, name: 'Sample', category: 'Sample', price: '12.5000', release_date: new Date(2026, 0, 15), active: true, cover: '/api/v1/files/a', description: '<p>Sample</p>', create_time: specTime(1), update_time: null })));

  it('replaces the fields of an updated demoItem and keeps when it was created', () =>
    given([created(1)])
      .when([updated(1)])
      .then(rowsOf(DEMO_ITEMS_TABLE, { id: 1, name: 'Changed', category: 'Changed', price: '13.2500', release_date: new Date(2026, 1, 20), active: false, cover: '/api/v1/files/b', description: '<p>Changed</p>', create_time: specTime(1), update_time: specTime(2) })));

  it('changes nothing when a batch is applied twice', () => given([created(1)]).when([updated(1)], { times: 2 }).then(rowsOf(DEMO_ITEMS_TABLE, { id: 1, update_time: specTime(2) })));

  it('removes a deleted demoItem', () => given([created(1), created(2)]).when([deleted(1)]).then(rowsOf(DEMO_ITEMS_TABLE, { id: 2 })));
});
