import { locales } from '@jobmarket/contracts/i18n/locales';
import type { VipLevelEvent } from '@jobmarket/contracts/membership/events';
import type { HistoryEntry } from '../../platform/history/historyChanges';
import type { HistoryRow } from '../../platform/history/HistoryTable';
import { levelNumberFields } from './levelForm';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the level's history needs to write values the reader's way. */
export interface LevelHistoryWords {
  translate: Translate;
  money: (amount: number) => string;
  count: (value: number) => string;
}

/** The fields a level's events carry, names one per language, in the form's order. */
const levelFields = [...locales.map((locale) => `names.${locale}`), ...levelNumberFields, 'enabled'];

/** A created or edited level's fields (its events carry the whole form), names flattened to one field per language. */
function fieldsOf(entry: HistoryEntry): Record<string, unknown> {
  const data = (entry.data ?? {}) as Partial<Extract<VipLevelEvent, { type: 'VipLevelCreated' }>['data']>;
  const names = (data.names ?? {}) as Record<string, unknown>;
  return { ...Object.fromEntries(locales.map((locale) => [`names.${locale}`, names[locale]])), ...data };
}

function fieldLabel(field: string, translate: Translate): string {
  if (field.startsWith('names.')) return translate('resources.vip-levels.fields.nameIn', { language: translate(`membership.level.languages.${field.slice(6)}`) });
  return translate(`membership.level.fields.${field}`, { _: field });
}

function valueLabel(field: string, value: unknown, words: LevelHistoryWords): string {
  if (value === undefined || value === null || value === '') return words.translate('history.emptyValue');
  if (field === 'enabled') return words.translate(value ? 'history.yes' : 'history.no');
  if (field === 'price' && typeof value === 'number') return words.money(value);
  if (typeof value === 'number') return words.count(value);
  return String(value);
}

/**
 * A level's history, newest first: created, each edit with the fields it changed ("Price: ₭100,000 → ₭120,000"), and
 * deleted. Changes are read from the events' own data (each creation and edit carries the whole form).
 */
export function levelHistoryRows(entries: readonly HistoryEntry[], words: LevelHistoryWords): HistoryRow[] {
  let previous: Record<string, unknown> = {};
  const rows = entries.map((entry) => {
    const what = words.translate(`resources.vip-levels.history.events.${entry.type}`, { _: entry.type });
    if (entry.type !== 'VipLevelCreated' && entry.type !== 'VipLevelUpdated') return { entry, what, details: [] };
    const current = fieldsOf(entry);
    const details = levelFields
      .filter((field) => field in current && current[field] !== undefined && previous[field] !== current[field])
      .map((field) => `${fieldLabel(field, words.translate)}: ${valueLabel(field, previous[field], words)} → ${valueLabel(field, current[field], words)}`);
    previous = current;
    return { entry, what, details };
  });
  return rows.reverse();
}
