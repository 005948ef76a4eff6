import type { FeatureTexts } from '../featureTexts';
import { membershipDomainZhCn } from './domain/zhCn';
import { membershipPortalZhCn } from './portal/zhCn';
import { membershipAdminZhCn } from './admin/zhCn';
import type { membershipEn } from './en';

export const membershipZhCn: FeatureTexts<typeof membershipEn> = { ...membershipDomainZhCn, ...membershipPortalZhCn, ...membershipAdminZhCn };
