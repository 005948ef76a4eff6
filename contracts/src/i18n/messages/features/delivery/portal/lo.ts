import type { FeatureTexts } from '../../featureTexts';
import { deliveryPortalEn } from './en';

// placeholder until translated: the English texts
export const deliveryPortalLo: FeatureTexts<typeof deliveryPortalEn> = deliveryPortalEn;
