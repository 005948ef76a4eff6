import type { ConfigEvent, ConfigFields, DictDataEvent, DictDataFields, DictEvent, DictFields } from '@jobmarket/contracts';
import type { NoticeEvent, NoticeFields, NoticeReadEvent } from '@jobmarket/contracts/system/notices';
import { specEvent, type SpecEvent, type SpecEventOptions } from './projectionSpec';

/** System events for projection specs: plausible defaults per id, overridden where a test cares. */

const config = (id: number, changes: Partial<ConfigFields>): ConfigFields & { id: number } => ({
  id,
  configName: `Setting ${id}`,
  configKey: `setting.${id}`,
  configValue: 'on',
  remark: null,
  ...changes,
});
const inConfig = (id: number, event: ConfigEvent, options?: SpecEventOptions) => specEvent(`config-${id}`, event, options);

export const configCreated = (id: number, changes: Partial<ConfigFields> = {}, options?: SpecEventOptions): SpecEvent => inConfig(id, { type: 'ConfigCreated', data: config(id, changes) }, options);
export const configUpdated = (id: number, changes: Partial<ConfigFields> = {}, options?: SpecEventOptions): SpecEvent => inConfig(id, { type: 'ConfigUpdated', data: config(id, changes) }, options);
export const configDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inConfig(id, { type: 'ConfigDeleted', data: { id } }, options);

const dict = (id: number, changes: Partial<DictFields>): DictFields & { id: number } => ({ id, name: `Dictionary ${id}`, dictCode: `dict${id}`, status: 1, remark: null, ...changes });
const inDict = (id: number, event: DictEvent, options?: SpecEventOptions) => specEvent(`dict-${id}`, event, options);

export const dictCreated = (id: number, changes: Partial<DictFields> = {}, options?: SpecEventOptions): SpecEvent => inDict(id, { type: 'DictCreated', data: dict(id, changes) }, options);
export const dictUpdated = (id: number, changes: Partial<DictFields> = {}, options?: SpecEventOptions): SpecEvent => inDict(id, { type: 'DictUpdated', data: dict(id, changes) }, options);
export const dictDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inDict(id, { type: 'DictDeleted', data: { id } }, options);

type DictItem = Omit<DictDataFields, 'dictId'>;
const item = (id: number, dictId: number, changes: Partial<DictItem>): DictDataFields & { id: number } => ({
  id,
  dictId,
  value: String(id),
  label: `Item ${id}`,
  labelI18n: {},
  sort: id,
  status: 1,
  tagType: null,
  ...changes,
});
const inItem = (id: number, event: DictDataEvent, options?: SpecEventOptions) => specEvent(`dictData-${id}`, event, options);

export const dictItemCreated = (id: number, dictId: number, changes: Partial<DictItem> = {}, options?: SpecEventOptions): SpecEvent =>
  inItem(id, { type: 'DictDataCreated', data: item(id, dictId, changes) }, options);
export const dictItemUpdated = (id: number, dictId: number, changes: Partial<DictItem> = {}, options?: SpecEventOptions): SpecEvent =>
  inItem(id, { type: 'DictDataUpdated', data: item(id, dictId, changes) }, options);
export const dictItemDeleted = (id: number, dictId: number, options?: SpecEventOptions): SpecEvent => inItem(id, { type: 'DictDataDeleted', data: { id, dictId } }, options);

const notice = (changes: Partial<NoticeFields>): NoticeFields => ({ title: 'Maintenance', content: '<p>Tonight</p>', type: '2', level: 'M', targetType: 2, targetUserIds: ['4'], ...changes });
const inNotice = (id: number, event: NoticeEvent, options?: SpecEventOptions) => specEvent(`notice-${id}`, event, options);

export const noticeCreated = (id: number, changes: Partial<NoticeFields & { createdBy: string | null }> = {}, options?: SpecEventOptions): SpecEvent => {
  const { createdBy = '1', ...fields } = changes;
  return inNotice(id, { type: 'NoticeCreated', data: { id, ...notice(fields), createdBy } }, options);
};
export const noticeUpdated = (id: number, changes: Partial<NoticeFields> = {}, options?: SpecEventOptions): SpecEvent =>
  inNotice(id, { type: 'NoticeUpdated', data: { id, ...notice(changes) } }, options);
/** Published as the decider publishes: the recipients and push fields copied from the notice as it stands. */
export const noticePublished = (id: number, changes: Partial<NoticeFields & { publisherId: string | null }> = {}, options?: SpecEventOptions): SpecEvent => {
  const { publisherId = '1', ...fields } = changes;
  const { title, type, targetType, targetUserIds } = notice(fields);
  return inNotice(id, { type: 'NoticePublished', data: { id, publisherId, title, type, targetType, targetUserIds } }, options);
};
export const noticeRevoked = (id: number, changes: Partial<Pick<NoticeFields, 'targetType' | 'targetUserIds'>> = {}, options?: SpecEventOptions): SpecEvent => {
  const { targetType, targetUserIds } = notice(changes);
  return inNotice(id, { type: 'NoticeRevoked', data: { id, targetType, targetUserIds } }, options);
};
export const noticeDeleted = (id: number, options?: SpecEventOptions): SpecEvent => inNotice(id, { type: 'NoticeDeleted', data: { id } }, options);
export const noticeRead = (noticeId: number, userId: string, options?: SpecEventOptions): SpecEvent =>
  specEvent(`noticeReads-${userId}`, { type: 'NoticeRead', data: { noticeId, userId } } satisfies NoticeReadEvent, options);
