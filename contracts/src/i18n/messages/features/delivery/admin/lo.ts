import type { FeatureTexts } from '../../featureTexts';
import { deliveryAdminEn } from './en';

// placeholder until translated: the English texts
export const deliveryAdminLo: FeatureTexts<typeof deliveryAdminEn> = deliveryAdminEn;
