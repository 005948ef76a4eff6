import type { FeatureTexts } from '../../featureTexts';
import type { codegenAdminEn } from './en';

export const codegenAdminZhCn: FeatureTexts<typeof codegenAdminEn> = {
  codegenScreen: {},
};
