import { defineFeatureMessages } from './defineFeatureMessages';
import { adminHistoryEn } from './adminHistory/en';
import { adminHistoryLo } from './adminHistory/lo';
import { adminHistoryTh } from './adminHistory/th';
import { adminHistoryZhCn } from './adminHistory/zhCn';

/** The back office's entity history (admin/src/resources/history), the shared delete confirmation, and the user list's "more" menu. */
export const adminHistoryMessages = defineFeatureMessages({ en: adminHistoryEn, 'zh-cn': adminHistoryZhCn, lo: adminHistoryLo, th: adminHistoryTh });
