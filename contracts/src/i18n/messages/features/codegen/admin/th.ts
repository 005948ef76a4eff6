import type { FeatureTexts } from '../../featureTexts';
import type { codegenAdminEn } from './en';

export const codegenAdminTh: FeatureTexts<typeof codegenAdminEn> = {
  codegenScreen: {},
};
