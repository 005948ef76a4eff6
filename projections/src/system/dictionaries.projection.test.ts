import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { dictCreated, dictDeleted, dictItemCreated, dictItemDeleted, dictItemUpdated, dictUpdated } from '../testing/systemEvents';
import { DICT_DATA_TABLE, DICTS_TABLE, dictionariesProjection } from './dictionaries.projection';

describe('dictionaries projection', () => {
  const given = ProjectionSpec.for(dictionariesProjection);
  const gender = dictCreated(2, { name: 'Gender', dictCode: 'gender', remark: 'people' });
  const male = dictItemCreated(11, 2, { value: '1', label: 'Male', labelI18n: { th: 'ชาย', lo: 'ຊາຍ' }, tagType: 'primary' });

  it('lists a dictionary, and each item under its dictionary’s code with its translations', () =>
    given([gender, male]).then(
      rowsOf(DICTS_TABLE, { id: 2, name: 'Gender', dict_code: 'gender', status: 1, remark: 'people', created_at: specTime(1), updated_at: specTime(1) }),
      rowsOf(DICT_DATA_TABLE, { id: 11, dict_id: 2, dict_code: 'gender', value: '1', label: 'Male', label_i18n: { th: 'ชาย', lo: 'ຊາຍ' }, sort: 11, status: 1, tag_type: 'primary', created_at: specTime(2) }),
    ));

  it('carries a renamed dictionary code to every item of that dictionary only', () =>
    given([gender, male, dictItemCreated(12, 2), dictCreated(3, { dictCode: 'colour' }), dictItemCreated(21, 3)])
      .when([dictUpdated(2, { name: 'Sex', dictCode: 'sex', status: 0 })])
      .then(
        rowsOf(DICTS_TABLE, { id: 2, name: 'Sex', dict_code: 'sex', status: 0, updated_at: specTime(6) }, { id: 3, dict_code: 'colour' }),
        rowsOf(DICT_DATA_TABLE, { id: 11, dict_code: 'sex' }, { id: 12, dict_code: 'sex' }, { id: 21, dict_code: 'colour' }),
      ));

  it('files an edited item under the dictionary it moved to', () =>
    given([gender, dictCreated(3, { dictCode: 'colour' }), male])
      .when([dictItemUpdated(11, 3, { value: 'r', label: 'Red', labelI18n: {}, tagType: null })])
      .then(rowsOf(DICT_DATA_TABLE, { id: 11, dict_id: 3, dict_code: 'colour', value: 'r', label: 'Red', label_i18n: {}, tag_type: null, updated_at: specTime(4) })));

  it('removes a deleted item, and a deleted dictionary with any item still in it', async () => {
    await given([gender, male, dictItemCreated(12, 2)]).when([dictItemDeleted(11, 2)]).then(rowsOf(DICT_DATA_TABLE, { id: 12 }));
    await given([gender, male, dictCreated(3), dictItemCreated(21, 3)]).when([dictDeleted(2)]).then(rowsOf(DICTS_TABLE, { id: 3 }), rowsOf(DICT_DATA_TABLE, { id: 21 }));
  });

  it('applies a batch with runs of creations and deletions in its order, items under their own dictionary’s code', () =>
    given([gender, dictCreated(3, { dictCode: 'colour' }), male, dictItemCreated(21, 3), dictItemCreated(12, 2)])
      .when([dictItemDeleted(11, 2), dictItemDeleted(21, 3), dictDeleted(3), dictCreated(4, { dictCode: 'size' }), dictCreated(5), dictItemCreated(41, 4), dictItemCreated(51, 5)])
      .then(
        rowsOf(DICTS_TABLE, { id: 2, dict_code: 'gender' }, { id: 4, dict_code: 'size' }, { id: 5 }),
        rowsOf(DICT_DATA_TABLE, { id: 12, dict_code: 'gender' }, { id: 41, dict_code: 'size' }, { id: 51 }),
      ));

  it('ends with the same dictionaries and items when a batch is replayed', () =>
    given([])
      .when([gender, male, dictUpdated(2, { dictCode: 'sex' }), dictItemCreated(12, 2), dictItemDeleted(12, 2), dictCreated(3), dictDeleted(3)], { times: 2 })
      .then(rowsOf(DICTS_TABLE, { id: 2, dict_code: 'sex' }), rowsOf(DICT_DATA_TABLE, { id: 11, dict_code: 'sex' })));
});
