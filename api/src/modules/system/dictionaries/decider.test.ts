import type { DictEvent, DictFields } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { dictDecider } from './decider';

const given = DeciderSpecification.for(dictDecider);

const gender: DictFields = { name: 'Gender', dictCode: 'gender', status: 1, remark: null };
const created: DictEvent = { type: 'DictCreated', data: { id: 2, ...gender } };
const deleted: DictEvent = { type: 'DictDeleted', data: { id: 2 } };

describe('dictionary decider', () => {
  it('creates a dictionary once', () => {
    given([]).when({ type: 'CreateDict', id: 2, fields: gender }).then([created]);
    given([created]).when({ type: 'CreateDict', id: 2, fields: gender }).thenThrows('A0440');
  });

  it('saves a renamed or disabled dictionary under its own id', () =>
    given([created])
      .when({ type: 'UpdateDict', fields: { ...gender, dictCode: 'sex', status: 0 } })
      .then([{ type: 'DictUpdated', data: { id: 2, ...gender, dictCode: 'sex', status: 0 } }]));

  it('deletes a dictionary', () => given([created]).when({ type: 'DeleteDict' }).then([deleted]));

  it('does not find a missing or deleted dictionary', () => {
    for (const history of [[], [created, deleted]]) {
      given(history).when({ type: 'UpdateDict', fields: gender }).thenThrows('A0606');
      given(history).when({ type: 'DeleteDict' }).thenThrows('A0606');
    }
  });
});
