import { defineFeatureMessages } from './defineFeatureMessages';
import { adminDashboardEn } from './adminDashboard/en';
import { adminDashboardLo } from './adminDashboard/lo';
import { adminDashboardTh } from './adminDashboard/th';
import { adminDashboardZhCn } from './adminDashboard/zhCn';

/** The admin's home page: visit figures, the visit trend and the latest notices. */
export const adminDashboardMessages = defineFeatureMessages({ en: adminDashboardEn, 'zh-cn': adminDashboardZhCn, lo: adminDashboardLo, th: adminDashboardTh });
