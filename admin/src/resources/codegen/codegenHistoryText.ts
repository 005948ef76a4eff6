import type { CodegenConfig } from '@jobmarket/contracts/codegen/config';
import type { CodegenEvent } from '@jobmarket/contracts/codegen/events';
import { locales } from '@jobmarket/contracts/i18n/locales';
import type { HistoryEntry } from '../platform/history/historyChanges';
import type { HistoryRow } from '../platform/history/HistoryTable';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The entity's own settings, in the editor's order; the names per language one line each. */
const generalFields = ['tableName', 'businessName', 'moduleName', 'entityName', 'resource', 'permissionPrefix', 'parentMenuId', 'author'] as const;

const shown = (value: unknown, translate: Translate) => (value === undefined || value === null || value === '' ? translate('history.emptyValue') : String(value));

function configOf(entry: HistoryEntry): CodegenConfig | undefined {
  if (entry.type !== 'CodegenConfigSaved') return undefined;
  return (entry.data as Extract<CodegenEvent, { type: 'CodegenConfigSaved' }>['data'] | null)?.config;
}

/** What one save changed against the configuration before it: settings, names, and the fields added, removed or edited. */
function changesOf(before: CodegenConfig | undefined, after: CodegenConfig, translate: Translate): string[] {
  const lines: string[] = [];
  for (const field of generalFields) {
    if ((before?.[field] ?? null) !== (after[field] ?? null)) {
      lines.push(`${translate(`codegenScreen.editor.fields.${field}`)}: ${shown(before?.[field], translate)} → ${shown(after[field], translate)}`);
    }
  }
  for (const locale of locales) {
    const previous = before?.businessLabels?.[locale];
    const next = after.businessLabels?.[locale];
    if ((previous ?? '') !== (next ?? '')) {
      const label = translate('codegenScreen.editor.fields.nameIn', { language: translate(`codegenScreen.languages.${locale}`) });
      lines.push(`${label}: ${shown(previous, translate)} → ${shown(next, translate)}`);
    }
  }
  const previousFields = new Map((before?.fieldConfigs ?? []).map((field) => [field.fieldName, field]));
  const nextNames = new Set(after.fieldConfigs.map((field) => field.fieldName));
  for (const field of after.fieldConfigs) {
    const previous = previousFields.get(field.fieldName);
    if (!previous) lines.push(translate('codegenScreen.history.fieldAdded', { field: field.fieldName }));
    else if (JSON.stringify({ ...previous, fieldSort: 0 }) !== JSON.stringify({ ...field, fieldSort: 0 })) lines.push(translate('codegenScreen.history.fieldChanged', { field: field.fieldName }));
  }
  for (const name of previousFields.keys()) if (!nextNames.has(name)) lines.push(translate('codegenScreen.history.fieldRemoved', { field: name }));
  const order = (config: CodegenConfig | undefined) => (config?.fieldConfigs ?? []).map((field) => field.fieldName).filter((name) => previousFields.has(name) && nextNames.has(name));
  if (before && order(before).join() !== order(after).join()) lines.push(translate('codegenScreen.history.fieldsReordered'));
  return lines;
}

/**
 * A configuration's history, newest first: each save with what it changed against the one before (the events carry the
 * whole configuration), and each reset (after which the next save starts from nothing).
 */
export function codegenHistoryRows(entries: readonly HistoryEntry[], translate: Translate): HistoryRow[] {
  let previous: CodegenConfig | undefined;
  const rows = entries.map((entry) => {
    const what = translate(`codegenScreen.history.events.${entry.type}`, { _: entry.type });
    const config = configOf(entry);
    if (!config) {
      previous = undefined;
      return { entry, what, details: [] };
    }
    const details = changesOf(previous, config, translate);
    previous = config;
    return { entry, what, details };
  });
  return rows.reverse();
}
