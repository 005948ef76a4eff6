import type { FeatureTexts } from '../../featureTexts';
import type { demosCurdEn } from './en';

export const demosCurdTh: FeatureTexts<typeof demosCurdEn> = {
  demoCurd: {},
};
