import type { FeatureTexts } from '../../featureTexts';
import type { demosBasicsEn } from './en';

export const demosBasicsLo: FeatureTexts<typeof demosBasicsEn> = {
  demoBasics: {},
};
