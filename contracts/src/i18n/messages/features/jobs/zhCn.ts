import type { FeatureTexts } from '../featureTexts';
import { jobsAdminZhCn } from './admin/zhCn';
import { jobsDomainZhCn } from './domain/zhCn';
import { jobsPagesZhCn } from './pages/zhCn';
import { jobsPortalZhCn } from './portal/zhCn';
import type { jobsEn } from './en';

export const jobsZhCn: FeatureTexts<typeof jobsEn> = { ...jobsDomainZhCn, ...jobsPortalZhCn, ...jobsPagesZhCn, ...jobsAdminZhCn };
