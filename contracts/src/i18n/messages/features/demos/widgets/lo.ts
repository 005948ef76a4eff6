import type { FeatureTexts } from '../../featureTexts';
import type { demosWidgetsEn } from './en';

export const demosWidgetsLo: FeatureTexts<typeof demosWidgetsEn> = {
  demoWidgets: {},
};
