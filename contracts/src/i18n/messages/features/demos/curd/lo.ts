import type { FeatureTexts } from '../../featureTexts';
import type { demosCurdEn } from './en';

export const demosCurdLo: FeatureTexts<typeof demosCurdEn> = {
  demoCurd: {},
};
