import type { FeatureTexts } from '../../featureTexts';
import type { demosWidgetsEn } from './en';

export const demosWidgetsTh: FeatureTexts<typeof demosWidgetsEn> = {
  demoWidgets: {},
};
