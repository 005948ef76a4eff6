import { codegenStream, type CodegenConfig } from '@jobmarket/contracts';
import { handleCommand } from '../../eventSourcing/commandHandler';
import type { CommandContext } from '../../eventSourcing/decider';
import { SYSTEM_ACTOR } from '../../eventSourcing/history';
import type { ModuleContext } from '../moduleContext';
import { codegenDecider } from './decider';

/** Developers save a table's generator configuration or reset it: one command each on `codegen-<table>`. */
export function codegenHandlers(context: ModuleContext) {
  return {
    save: (config: CodegenConfig, command: CommandContext) =>
      handleCommand(context.store, codegenStream(config.tableName), codegenDecider, { type: 'SaveCodegenConfig', config, actorId: command.actorId ?? SYSTEM_ACTOR }, command),
    reset: (tableName: string, command: CommandContext) =>
      handleCommand(context.store, codegenStream(tableName), codegenDecider, { type: 'ResetCodegenConfig', tableName, actorId: command.actorId ?? SYSTEM_ACTOR }, command),
  };
}
