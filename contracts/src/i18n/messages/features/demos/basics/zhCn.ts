import type { FeatureTexts } from '../../featureTexts';
import type { demosBasicsEn } from './en';

export const demosBasicsZhCn: FeatureTexts<typeof demosBasicsEn> = {
  demoBasics: {},
};
