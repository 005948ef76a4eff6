import type { CodegenConfig } from './config';

/** Stream of one table's generator configuration: `codegen-<tableName>`. */
export const codegenStream = (tableName: string) => `codegen-${tableName}`;

export type CodegenEvent =
  | { type: 'CodegenConfigSaved'; data: { config: CodegenConfig; actorId: string } }
  | { type: 'CodegenConfigReset'; data: { tableName: string; actorId: string } };

/** Every codegen event type, for the projection's `handles`. */
export const codegenEventTypes = ['CodegenConfigSaved', 'CodegenConfigReset'] as const satisfies readonly CodegenEvent['type'][];
