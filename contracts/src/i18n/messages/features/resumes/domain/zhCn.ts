import type { FeatureTexts } from '../../featureTexts';
import { resumesDomainEn } from './en';

// placeholder until translated: the English texts
export const resumesDomainZhCn: FeatureTexts<typeof resumesDomainEn> = resumesDomainEn;
