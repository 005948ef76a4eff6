import type { FeatureTexts } from '../featureTexts';
import { resumesDomainTh } from './domain/th';
import { resumesPortalTh } from './portal/th';
import { resumesAdminTh } from './admin/th';
import type { resumesEn } from './en';

export const resumesTh: FeatureTexts<typeof resumesEn> = { ...resumesDomainTh, ...resumesPortalTh, ...resumesAdminTh };
