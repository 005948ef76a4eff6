import type { FeatureTexts } from '../../featureTexts';
import type { jobsAdminEn } from './en';

export const jobsAdminLo: FeatureTexts<typeof jobsAdminEn> = {};
