import type { FeatureTexts } from '../featureTexts';
import { deliveryDomainTh } from './domain/th';
import { deliveryPortalTh } from './portal/th';
import { deliveryAdminTh } from './admin/th';
import type { deliveryEn } from './en';

export const deliveryTh: FeatureTexts<typeof deliveryEn> = { ...deliveryDomainTh, ...deliveryPortalTh, ...deliveryAdminTh };
