import type { DemoItemEvent, DemoItemForm } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import { demoItemDecider } from './decider';

const given = DeciderSpecification.for(demoItemDecider);

const fields: DemoItemForm = {
  name: 'Sample',
  category: 'Sample',
  price: 12.5,
  releaseDate: '2026-01-15',
  active: true,
  cover: '/api/v1/files/a',
  description: '<p>Sample</p>',
};
const changed: DemoItemForm = { ...fields, name: 'Changed' };
const created: DemoItemEvent = { type: 'DemoItemCreated', data: { ...fields, id: 7 } };
const updated: DemoItemEvent = { type: 'DemoItemUpdated', data: { ...changed, id: 7 } };
const deleted: DemoItemEvent = { type: 'DemoItemDeleted', data: { id: 7 } };

describe('demoItem decider', () => {
  it('creates a demoItem once', () => {
    given([]).when({ type: 'CreateDemoItem', id: 7, fields }).then([created]);
    given([created]).when({ type: 'CreateDemoItem', id: 7, fields }).thenThrows('A0440');
  });

  it('edits a demoItem with the whole form, and an edit that changes nothing decides nothing', () => {
    given([created]).when({ type: 'UpdateDemoItem', fields: changed }).then([updated]);
    given([created]).when({ type: 'UpdateDemoItem', fields }).thenNothingHappened();
    given([created, updated]).when({ type: 'UpdateDemoItem', fields: changed }).thenNothingHappened();
  });

  it('deletes a demoItem', () => given([created, updated]).when({ type: 'DeleteDemoItem' }).then([deleted]));

  it('does not find a missing or deleted demoItem', () => {
    for (const history of [[], [created, deleted]]) {
      given(history).when({ type: 'UpdateDemoItem', fields }).thenThrows('A0606');
      given(history).when({ type: 'DeleteDemoItem' }).thenThrows('A0606');
    }
  });
});
