import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminEventStoreEn } from './en';

export const adminEventStoreTh: FeatureTexts<typeof adminEventStoreEn> = { status: { eventStore: { title: 'คลังเหตุการณ์' } } };
