import type { FeatureTexts } from '../../featureTexts';
import type { demosCurdEn } from './en';

export const demosCurdZhCn: FeatureTexts<typeof demosCurdEn> = {
  demoCurd: {},
};
