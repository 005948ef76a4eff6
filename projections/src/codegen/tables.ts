/**
 * The code generator's read model (issue 18; projection-owned, rebuilt from events): one row per table whose
 * generator configuration is saved (`codegen-<table>` streams), the configuration as the last CodegenConfigSaved
 * carried it. A reset removes the row, so the generator derives the configuration from the table's columns again.
 */
export const CODEGEN_CONFIGS_TABLE = 'codegen_configs_v1';
