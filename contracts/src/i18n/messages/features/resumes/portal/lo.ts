import type { FeatureTexts } from '../../featureTexts';
import { resumesPortalEn } from './en';

// placeholder until translated: the English texts
export const resumesPortalLo: FeatureTexts<typeof resumesPortalEn> = resumesPortalEn;
