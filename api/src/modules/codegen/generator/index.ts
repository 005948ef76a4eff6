import type { CodegenConfig, CodegenFileView } from '@jobmarket/contracts';

/**
 * Every file the code generator writes for one entity (issue 18), in workspace order: contracts, api module,
 * projection, admin resource, menu seed. Pure: the preview, the download and the workspace test all call this.
 * (Filled in by the generator part; until then it answers no file.)
 */
export function generateFiles(config: CodegenConfig): CodegenFileView[] {
  void config;
  return [];
}
