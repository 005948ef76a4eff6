import type { FeatureTexts } from '../../featureTexts';
import { deliveryPortalEn } from './en';

// placeholder until translated: the English texts
export const deliveryPortalTh: FeatureTexts<typeof deliveryPortalEn> = deliveryPortalEn;
