import { describe, it } from 'vitest';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { configCreated, configDeleted, configUpdated } from '../testing/systemEvents';
import { CONFIGS_TABLE, configsProjection } from './configs.projection';

describe('configs projection', () => {
  const given = ProjectionSpec.for(configsProjection);
  const siteName = configCreated(3, { configName: 'Site name', configKey: 'site.name', configValue: 'JobMarket', remark: 'shown in the title' });

  it('lists a new entry with its name, key, value and remark', () =>
    given([siteName]).then(
      rowsOf(CONFIGS_TABLE, { id: 3, config_name: 'Site name', config_key: 'site.name', config_value: 'JobMarket', remark: 'shown in the title', created_at: specTime(1), updated_at: specTime(1) }),
    ));

  it('saves a changed value, keeping when the entry was created', () =>
    given([siteName, configCreated(4)])
      .when([configUpdated(3, { configName: 'Site name', configKey: 'site.name', configValue: 'Job Market' })])
      .then(rowsOf(CONFIGS_TABLE, { id: 3, config_value: 'Job Market', remark: null, created_at: specTime(1), updated_at: specTime(3) }, { id: 4, config_value: 'on' })));

  it('removes a deleted entry and ignores a late edit of it', () =>
    given([siteName, configCreated(4), configDeleted(3)]).when([configUpdated(3, { configValue: 'late' })]).then(rowsOf(CONFIGS_TABLE, { id: 4 })));

  it('ends with the same entries when a batch is replayed', () =>
    given([])
      .when([siteName, configUpdated(3, { configKey: 'site.title', configValue: 'JM' }), configCreated(4), configDeleted(4)], { times: 2 })
      .then(rowsOf(CONFIGS_TABLE, { id: 3, config_key: 'site.title', config_value: 'JM', updated_at: specTime(2) })));
});
