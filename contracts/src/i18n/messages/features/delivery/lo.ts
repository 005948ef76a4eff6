import type { FeatureTexts } from '../featureTexts';
import { deliveryDomainLo } from './domain/lo';
import { deliveryPortalLo } from './portal/lo';
import { deliveryAdminLo } from './admin/lo';
import type { deliveryEn } from './en';

export const deliveryLo: FeatureTexts<typeof deliveryEn> = { ...deliveryDomainLo, ...deliveryPortalLo, ...deliveryAdminLo };
