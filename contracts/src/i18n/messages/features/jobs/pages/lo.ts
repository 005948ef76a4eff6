import type { FeatureTexts } from '../../featureTexts';
import type { jobsPagesEn } from './en';

export const jobsPagesLo: FeatureTexts<typeof jobsPagesEn> = {};
