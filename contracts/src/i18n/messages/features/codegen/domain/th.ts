import type { FeatureTexts } from '../../featureTexts';
import type { codegenDomainEn } from './en';

export const codegenDomainTh: FeatureTexts<typeof codegenDomainEn> = {
  codegen: {},
};
