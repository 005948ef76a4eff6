import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegenConfigForm } from '@jobmarket/contracts';
import { generateFiles } from '../api/src/modules/codegen/generator';

/**
 * The code generator from the command line (issue 18): `npm run codegen -- <config.json> [--write]`. The config is the
 * form of `POST /codegen/{table}/config` (checked by the same schema); without --write the files are printed, with it
 * they are written into this workspace (existing files are overwritten). Registration lines: the generated README.md.
 */
const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main(args: string[]): Promise<void> {
  const isWriting = args.includes('--write');
  const [configPath] = args.filter((arg) => arg !== '--write');
  if (!configPath) {
    console.error('usage: npm run codegen -- <config.json> [--write]');
    process.exit(2);
  }
  const parsed = codegenConfigForm.safeParse(JSON.parse(await readFile(configPath, 'utf8')));
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    process.exit(1);
  }
  const files = generateFiles(parsed.data);
  for (const generated of files) {
    const target = join(generated.path, generated.fileName);
    if (isWriting) {
      await mkdir(join(workspace, generated.path), { recursive: true });
      await writeFile(join(workspace, target), generated.content);
      console.log(`wrote ${target}`);
    } else {
      console.log(`// ===== ${target} (${generated.language})\n${generated.content}`);
    }
  }
}

await main(process.argv.slice(2));
