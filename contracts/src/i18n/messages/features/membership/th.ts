import type { FeatureTexts } from '../featureTexts';
import { membershipDomainTh } from './domain/th';
import { membershipPortalTh } from './portal/th';
import { membershipAdminTh } from './admin/th';
import type { membershipEn } from './en';

export const membershipTh: FeatureTexts<typeof membershipEn> = { ...membershipDomainTh, ...membershipPortalTh, ...membershipAdminTh };
