import type { DictDataEvent, DictDataFields } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { dictDataDecider } from './decider';

const given = DeciderSpecification.for(dictDataDecider);

const male: DictDataFields = { dictId: 2, value: '1', label: 'Male', labelI18n: { th: 'ชาย' }, sort: 1, status: 1, tagType: 'primary' };
const created: DictDataEvent = { type: 'DictDataCreated', data: { id: 11, ...male } };

describe('dictionary item decider', () => {
  it('creates an item once', () => {
    given([]).when({ type: 'CreateDictData', id: 11, fields: male }).then([created]);
    given([created]).when({ type: 'CreateDictData', id: 11, fields: male }).thenThrows('A0440');
  });

  it('saves an edited label, translations and tag under the item’s own id', () => {
    const edited = { ...male, label: 'Man', labelI18n: { th: 'ชาย', lo: 'ຊາຍ' }, tagType: null };
    given([created]).when({ type: 'UpdateDictData', fields: edited }).then([{ type: 'DictDataUpdated', data: { id: 11, ...edited } }]);
  });

  it('deletes an item, saying which dictionary it left', () =>
    given([created]).when({ type: 'DeleteDictData' }).then([{ type: 'DictDataDeleted', data: { id: 11, dictId: 2 } }]));

  it('names the dictionary an item was moved to when it is deleted', () =>
    given([created, { type: 'DictDataUpdated', data: { id: 11, ...male, dictId: 5 } }])
      .when({ type: 'DeleteDictData' })
      .then([{ type: 'DictDataDeleted', data: { id: 11, dictId: 5 } }]));

  it('does not find a missing or deleted item', () => {
    for (const history of [[], [created, { type: 'DictDataDeleted', data: { id: 11, dictId: 2 } } as const]]) {
      given(history).when({ type: 'UpdateDictData', fields: male }).thenThrows('A0606');
      given(history).when({ type: 'DeleteDictData' }).thenThrows('A0606');
    }
  });
});
