import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import type { CodegenFileView } from '@jobmarket/contracts/codegen/views';

// only the languages the generator writes, so the page's chunk stays small
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('sql', sql);
hljs.registerLanguage('markdown', markdown);

const grammarOf: Record<CodegenFileView['language'], string> = { typescript: 'typescript', tsx: 'typescript', json: 'json', sql: 'sql', markdown: 'markdown' };

/** A generated file's code as highlighted HTML: highlight.js escapes the code itself and adds only its own spans. */
export function highlightedHtml(content: string, language: CodegenFileView['language']): string {
  return hljs.highlight(content, { language: grammarOf[language] ?? 'typescript', ignoreIllegals: true }).value;
}

/** The files grouped by folder, folders and files in name order. */
export function filesByFolder(files: readonly CodegenFileView[]): { folder: string; files: CodegenFileView[] }[] {
  const folders = new Map<string, CodegenFileView[]>();
  for (const file of files) folders.set(file.path, [...(folders.get(file.path) ?? []), file]);
  return [...folders.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, inFolder]) => ({ folder, files: [...inFolder].sort((a, b) => a.fileName.localeCompare(b.fileName)) }));
}

/** A file's place in the workspace (`api/src/modules/demoItems/decider.ts`), its key in the tree. */
export const filePathOf = (file: Pick<CodegenFileView, 'path' | 'fileName'>) => (file.path ? `${file.path}/${file.fileName}` : file.fileName);
