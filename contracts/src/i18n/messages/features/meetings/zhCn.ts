import type { FeatureTexts } from '../featureTexts';
import { meetingsDomainZhCn } from './domain/zhCn';
import { meetingsMailZhCn } from './mail/zhCn';
import { meetingsPortalZhCn } from './portal/zhCn';
import { meetingsAdminZhCn } from './admin/zhCn';
import type { meetingsEn } from './en';

export const meetingsZhCn: FeatureTexts<typeof meetingsEn> = { ...meetingsDomainZhCn, ...meetingsMailZhCn, ...meetingsPortalZhCn, ...meetingsAdminZhCn };
