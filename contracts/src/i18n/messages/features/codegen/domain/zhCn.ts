import type { FeatureTexts } from '../../featureTexts';
import type { codegenDomainEn } from './en';

export const codegenDomainZhCn: FeatureTexts<typeof codegenDomainEn> = {
  codegen: {},
};
