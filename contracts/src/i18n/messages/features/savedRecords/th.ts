import type { FeatureTexts } from '../defineFeatureMessages';
import type { savedRecordsEn } from './en';

export const savedRecordsTh: FeatureTexts<typeof savedRecordsEn> = {};
