import type { FeatureTexts } from '../defineFeatureMessages';
import type { savedRecordsEn } from './en';

export const savedRecordsLo: FeatureTexts<typeof savedRecordsEn> = {};
