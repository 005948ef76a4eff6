import type { ConfigEvent, ConfigFields } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { configDecider } from './decider';

const given = DeciderSpecification.for(configDecider);

const siteName: ConfigFields = { configName: 'Site name', configKey: 'site.name', configValue: 'JobMarket', remark: null };
const created: ConfigEvent = { type: 'ConfigCreated', data: { id: 3, ...siteName } };
const deleted: ConfigEvent = { type: 'ConfigDeleted', data: { id: 3 } };

describe('config decider', () => {
  it('creates an entry once', () => {
    given([]).when({ type: 'CreateConfig', id: 3, fields: siteName }).then([created]);
    given([created]).when({ type: 'CreateConfig', id: 3, fields: siteName }).thenThrows('A0440');
  });

  it('saves a changed value under the entry’s own id', () =>
    given([created])
      .when({ type: 'UpdateConfig', fields: { ...siteName, configValue: 'Job Market', remark: 'rebrand' } })
      .then([{ type: 'ConfigUpdated', data: { id: 3, ...siteName, configValue: 'Job Market', remark: 'rebrand' } }]));

  it('deletes an entry', () => given([created]).when({ type: 'DeleteConfig' }).then([deleted]));

  it('does not find a missing or deleted entry', () => {
    for (const history of [[], [created, deleted]]) {
      given(history).when({ type: 'UpdateConfig', fields: siteName }).thenThrows('A0606');
      given(history).when({ type: 'DeleteConfig' }).thenThrows('A0606');
    }
  });
});
