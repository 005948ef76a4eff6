import type { FeatureTexts } from '../featureTexts';
import { resumesDomainLo } from './domain/lo';
import { resumesPortalLo } from './portal/lo';
import { resumesAdminLo } from './admin/lo';
import type { resumesEn } from './en';

export const resumesLo: FeatureTexts<typeof resumesEn> = { ...resumesDomainLo, ...resumesPortalLo, ...resumesAdminLo };
