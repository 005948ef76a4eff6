import { type UploadRule, uploadProblemOf } from '@jobmarket/contracts';

export type FileProblem = 'portal.files.onlyImages' | 'portal.files.onlyImagesOrPdf' | 'portal.files.tooLarge' | 'portal.files.tooMany';

/** The first problem with adding `file` to a field that already holds `count` files, as a message; undefined when it may go. */
export async function checkFile(file: File, rule: UploadRule, count: number): Promise<FileProblem | undefined> {
  const problem = await uploadProblemOf(file, rule, count);
  if (problem === 'count') return 'portal.files.tooMany';
  if (problem === 'kind') return rule.kinds.includes('pdf') ? 'portal.files.onlyImagesOrPdf' : 'portal.files.onlyImages';
  if (problem === 'size') return 'portal.files.tooLarge';
  return undefined;
}
