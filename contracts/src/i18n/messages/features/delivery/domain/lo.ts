import type { FeatureTexts } from '../../featureTexts';
import { deliveryDomainEn } from './en';

// placeholder until translated: the English texts
export const deliveryDomainLo: FeatureTexts<typeof deliveryDomainEn> = deliveryDomainEn;
