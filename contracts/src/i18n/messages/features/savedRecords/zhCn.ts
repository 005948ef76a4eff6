import type { FeatureTexts } from '../defineFeatureMessages';
import type { savedRecordsEn } from './en';

export const savedRecordsZhCn: FeatureTexts<typeof savedRecordsEn> = {};
