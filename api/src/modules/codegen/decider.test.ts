import { codegenConfigForm, type CodegenEvent } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import { codegenConfigFormOf } from './codegenFixtures';
import { codegenDecider } from './decider';

const given = DeciderSpecification.for(codegenDecider);
const config = codegenConfigForm.parse(codegenConfigFormOf('demo_items_v1'));
const changed = { ...config, author: 'someone else' };
const saved = (of = config): CodegenEvent => ({ type: 'CodegenConfigSaved', data: { config: of, actorId: '1' } });
const reset: CodegenEvent = { type: 'CodegenConfigReset', data: { tableName: 'demo_items_v1', actorId: '1' } };

describe('code generator configuration', () => {
  it('saves a first configuration', () => given([]).when({ type: 'SaveCodegenConfig', config, actorId: '1' }).then([saved()]));

  it('saves a changed configuration', () => given([saved()]).when({ type: 'SaveCodegenConfig', config: changed, actorId: '2' }).then([{ type: 'CodegenConfigSaved', data: { config: changed, actorId: '2' } }]));

  it('appends nothing when the same configuration is saved again, whatever order its keys come in', () => {
    const reordered = Object.fromEntries(Object.entries(config).reverse()) as typeof config;
    given([saved()]).when({ type: 'SaveCodegenConfig', config: reordered, actorId: '1' }).thenNothingHappened();
  });

  it('tells a reordered field list from the same one', () =>
    given([saved()])
      .when({ type: 'SaveCodegenConfig', config: { ...config, fieldConfigs: [...config.fieldConfigs].reverse() }, actorId: '1' })
      .then([saved({ ...config, fieldConfigs: [...config.fieldConfigs].reverse() })]));

  it('resets a saved configuration, and resetting again changes nothing', () => {
    given([saved()]).when({ type: 'ResetCodegenConfig', tableName: 'demo_items_v1', actorId: '1' }).then([reset]);
    given([saved(), reset]).when({ type: 'ResetCodegenConfig', tableName: 'demo_items_v1', actorId: '1' }).thenNothingHappened();
  });

  it('saves the same configuration again after a reset', () => given([saved(), reset]).when({ type: 'SaveCodegenConfig', config, actorId: '1' }).then([saved()]));
});
