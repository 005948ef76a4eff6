import type { FeatureTexts } from '../../featureTexts';
import { resumesPortalEn } from './en';

// placeholder until translated: the English texts
export const resumesPortalTh: FeatureTexts<typeof resumesPortalEn> = resumesPortalEn;
