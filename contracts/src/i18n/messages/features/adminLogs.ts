import { defineFeatureMessages } from './defineFeatureMessages';
import { adminLogsEn } from './adminLogs/en';
import { adminLogsLo } from './adminLogs/lo';
import { adminLogsTh } from './adminLogs/th';
import { adminLogsZhCn } from './adminLogs/zhCn';

/**
 * The admin's operation log and system (projection) status screens. No `resources.<name>.name` here: react-admin
 * would prefer it to the menu's own label (menus.logs, menus.status) in tabs and titles.
 */
export const adminLogsMessages = defineFeatureMessages({ en: adminLogsEn, 'zh-cn': adminLogsZhCn, lo: adminLogsLo, th: adminLogsTh });
