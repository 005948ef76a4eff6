import type { FeatureTexts } from '../featureTexts';
import { membershipDomainLo } from './domain/lo';
import { membershipPortalLo } from './portal/lo';
import { membershipAdminLo } from './admin/lo';
import type { membershipEn } from './en';

export const membershipLo: FeatureTexts<typeof membershipEn> = { ...membershipDomainLo, ...membershipPortalLo, ...membershipAdminLo };
