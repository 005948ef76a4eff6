import type { TagType } from './forms';
import type { LabelTranslations } from './labels';

/**
 * Payloads of the system context's events. Streams: dict-<id>, dictData-<id>, config-<id>.
 * A dictionary item points at its dictionary by id, so renaming a dictionary's code never touches its items' streams.
 */
export interface DictFields {
  name: string;
  dictCode: string;
  status: number;
  remark: string | null;
}

export type DictEvent =
  | { type: 'DictCreated'; data: DictFields & { id: number } }
  | { type: 'DictUpdated'; data: DictFields & { id: number } }
  | { type: 'DictDeleted'; data: { id: number } };

export interface DictDataFields {
  dictId: number;
  value: string;
  label: string;
  labelI18n: LabelTranslations;
  sort: number;
  status: number;
  tagType: TagType | null;
}

export type DictDataEvent =
  | { type: 'DictDataCreated'; data: DictDataFields & { id: number } }
  | { type: 'DictDataUpdated'; data: DictDataFields & { id: number } }
  | { type: 'DictDataDeleted'; data: { id: number; dictId: number } };

export interface ConfigFields {
  configName: string;
  configKey: string;
  configValue: string;
  remark: string | null;
}

export type ConfigEvent =
  | { type: 'ConfigCreated'; data: ConfigFields & { id: number } }
  | { type: 'ConfigUpdated'; data: ConfigFields & { id: number } }
  | { type: 'ConfigDeleted'; data: { id: number } };
