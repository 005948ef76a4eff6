import type { FeatureTexts } from '../../featureTexts';
import type { codegenAdminEn } from './en';

export const codegenAdminLo: FeatureTexts<typeof codegenAdminEn> = {
  codegenScreen: {},
};
