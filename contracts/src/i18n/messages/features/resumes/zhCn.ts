import type { FeatureTexts } from '../featureTexts';
import { resumesDomainZhCn } from './domain/zhCn';
import { resumesPortalZhCn } from './portal/zhCn';
import { resumesAdminZhCn } from './admin/zhCn';
import type { resumesEn } from './en';

export const resumesZhCn: FeatureTexts<typeof resumesEn> = { ...resumesDomainZhCn, ...resumesPortalZhCn, ...resumesAdminZhCn };
