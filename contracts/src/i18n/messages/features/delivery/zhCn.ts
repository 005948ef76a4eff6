import type { FeatureTexts } from '../featureTexts';
import { deliveryDomainZhCn } from './domain/zhCn';
import { deliveryPortalZhCn } from './portal/zhCn';
import { deliveryAdminZhCn } from './admin/zhCn';
import type { deliveryEn } from './en';

export const deliveryZhCn: FeatureTexts<typeof deliveryEn> = { ...deliveryDomainZhCn, ...deliveryPortalZhCn, ...deliveryAdminZhCn };
