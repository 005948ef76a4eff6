import type { FeatureTexts } from '../../featureTexts';
import type { codegenDomainEn } from './en';

export const codegenDomainLo: FeatureTexts<typeof codegenDomainEn> = {
  codegen: {},
};
