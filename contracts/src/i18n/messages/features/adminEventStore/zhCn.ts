import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminEventStoreEn } from './en';

export const adminEventStoreZhCn: FeatureTexts<typeof adminEventStoreEn> = { status: { eventStore: { title: '事件存储' } } };
