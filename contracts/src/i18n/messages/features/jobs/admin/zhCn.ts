import type { FeatureTexts } from '../../featureTexts';
import type { jobsAdminEn } from './en';

export const jobsAdminZhCn: FeatureTexts<typeof jobsAdminEn> = {};
