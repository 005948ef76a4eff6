import { codegenConfigForm, type CodegenConfig } from '@jobmarket/contracts';
import type { CommandContext } from '../../../eventSourcing/decider';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import sample from '../generator/samples/demoItems.json' with { type: 'json' };
import { codegenHandlers } from '../handlers';

const MINUTE_MS = 60_000;

/**
 * The code generator's configuration of demo_items_v1 on a fresh start (issue 18), the one `npm run codegen` wrote
 * the demo items from (generator/samples/demoItems.json), saved as a developer would have: first the plain fields,
 * then the upload and rich-text ones with the author. So the generator lists a configured table with a history of two
 * saves. Through the same handler as `POST /codegen/{table}/config`; not in production.
 */
export async function seedDemoCodegen(context: ModuleContext, command: CommandContext): Promise<{ tableName: string; saves: number }> {
  const handlers = codegenHandlers(context);
  const batch = new SettleBatch();
  const full = codegenConfigForm.parse(sample);
  const first: CodegenConfig = { ...full, fieldConfigs: full.fieldConfigs.filter((field) => field.formType !== 'UPLOAD' && field.formType !== 'RICH_TEXT') };
  const saves = [
    { config: first, at: new Date(command.now.getTime() - 30 * MINUTE_MS) },
    { config: { ...full, author: 'JobMarket' }, at: command.now },
  ];
  for (const { config, at } of saves) batch.note((await handlers.save(config, { ...command, now: at })).position);
  await batch.settle(context);
  return { tableName: full.tableName, saves: saves.length };
}
