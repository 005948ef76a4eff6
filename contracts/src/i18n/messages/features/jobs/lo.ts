import type { FeatureTexts } from '../featureTexts';
import { jobsAdminLo } from './admin/lo';
import { jobsDomainLo } from './domain/lo';
import { jobsPagesLo } from './pages/lo';
import { jobsPortalLo } from './portal/lo';
import type { jobsEn } from './en';

export const jobsLo: FeatureTexts<typeof jobsEn> = { ...jobsDomainLo, ...jobsPortalLo, ...jobsPagesLo, ...jobsAdminLo };
