import type { FeatureTexts } from '../../featureTexts';
import type { jobsPagesEn } from './en';

export const jobsPagesZhCn: FeatureTexts<typeof jobsPagesEn> = {};
