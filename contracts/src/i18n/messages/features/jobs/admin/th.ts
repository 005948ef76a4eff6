import type { FeatureTexts } from '../../featureTexts';
import type { jobsAdminEn } from './en';

export const jobsAdminTh: FeatureTexts<typeof jobsAdminEn> = {};
