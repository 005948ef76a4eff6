import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminEventStoreEn } from './en';

export const adminEventStoreLo: FeatureTexts<typeof adminEventStoreEn> = { status: { eventStore: { title: 'ບ່ອນເກັບເຫດການ' } } };
