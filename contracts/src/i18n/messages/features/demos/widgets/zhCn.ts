import type { FeatureTexts } from '../../featureTexts';
import type { demosWidgetsEn } from './en';

export const demosWidgetsZhCn: FeatureTexts<typeof demosWidgetsEn> = {
  demoWidgets: {},
};
