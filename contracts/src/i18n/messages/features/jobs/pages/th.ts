import type { FeatureTexts } from '../../featureTexts';
import type { jobsPagesEn } from './en';

export const jobsPagesTh: FeatureTexts<typeof jobsPagesEn> = {};
