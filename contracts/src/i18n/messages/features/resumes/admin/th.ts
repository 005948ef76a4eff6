import type { FeatureTexts } from '../../featureTexts';
import { resumesAdminEn } from './en';

// placeholder until translated: the English texts
export const resumesAdminTh: FeatureTexts<typeof resumesAdminEn> = resumesAdminEn;
