import type { FeatureTexts } from '../../featureTexts';
import type { demosBasicsEn } from './en';

export const demosBasicsTh: FeatureTexts<typeof demosBasicsEn> = {
  demoBasics: {},
};
