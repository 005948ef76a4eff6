import { defineFeatureMessages } from './defineFeatureMessages';
import { adminAuditsEn } from './adminAudits/en';
import { adminAuditsLo } from './adminAudits/lo';
import { adminAuditsTh } from './adminAudits/th';
import { adminAuditsZhCn } from './adminAudits/zhCn';

/**
 * The api's registration and audit texts (validation, audit answers, decision notices) and the business menus.
 * The portal's registration screens keep their own texts in portalAccounts.ts.
 */
export const adminAuditsMessages = defineFeatureMessages({ en: adminAuditsEn, 'zh-cn': adminAuditsZhCn, lo: adminAuditsLo, th: adminAuditsTh });
