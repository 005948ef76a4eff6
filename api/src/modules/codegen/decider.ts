import type { CodegenConfig, CodegenEvent } from '@jobmarket/contracts';
import type { Decider } from '../../eventSourcing/decider';

export type CodegenConfigState = { config: CodegenConfig | null };

export type CodegenCommand = { type: 'SaveCodegenConfig'; config: CodegenConfig; actorId: string } | { type: 'ResetCodegenConfig'; tableName: string; actorId: string };

// the store keeps payloads as jsonb, which reorders keys: compare with keys sorted at every level
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, canonical(inner)]))
      : value;
const sameConfig = (a: CodegenConfig, b: CodegenConfig) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * One table's code generator configuration (stream `codegen-<table>`): saved as a whole, or reset so that the
 * generator derives it from the table's columns again. Saving what is already saved, or resetting what is not, changes
 * nothing.
 */
export const codegenDecider: Decider<CodegenConfigState, CodegenCommand, CodegenEvent> = {
  initialState: { config: null },
  evolve(_state, event) {
    switch (event.type) {
      case 'CodegenConfigSaved':
        return { config: event.data.config };
      case 'CodegenConfigReset':
        return { config: null };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SaveCodegenConfig':
        if (state.config && sameConfig(state.config, command.config)) return [];
        return [{ type: 'CodegenConfigSaved', data: { config: command.config, actorId: command.actorId } }];
      case 'ResetCodegenConfig':
        if (!state.config) return [];
        return [{ type: 'CodegenConfigReset', data: { tableName: command.tableName, actorId: command.actorId } }];
    }
  },
};
