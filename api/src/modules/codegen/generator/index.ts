import type { CodegenConfig, CodegenFileView } from '@jobmarket/contracts';
import { adminFiles } from './adminTemplates';
import { apiFiles } from './apiTemplates';
import { contractsFiles } from './contractsTemplates';
import { entityModelOf } from './model';
import { projectionFiles } from './projectionTemplates';
import { seedFiles } from './seedTemplates';
import { textsFiles } from './textsTemplates';

export { registrationLines } from './seedTemplates';

/**
 * Every file the code generator writes for one entity (issue 18), in workspace order: contracts, texts, api module,
 * projection, admin resource, menu seed and the README of registration lines. Pure: the preview, the download, the
 * CLI and the workspace test all call this. User text reaches the files only as string literals (JSON.stringify).
 */
export function generateFiles(config: CodegenConfig): CodegenFileView[] {
  const model = entityModelOf(config);
  return [...contractsFiles(model), ...textsFiles(model), ...apiFiles(model), ...projectionFiles(model), ...adminFiles(model), ...seedFiles(model)];
}
