import type { FeatureTexts } from '../featureTexts';
import { jobsAdminTh } from './admin/th';
import { jobsDomainTh } from './domain/th';
import { jobsPagesTh } from './pages/th';
import { jobsPortalTh } from './portal/th';
import type { jobsEn } from './en';

export const jobsTh: FeatureTexts<typeof jobsEn> = { ...jobsDomainTh, ...jobsPortalTh, ...jobsPagesTh, ...jobsAdminTh };
