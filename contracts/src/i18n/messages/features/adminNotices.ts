import { defineFeatureMessages } from './defineFeatureMessages';
import { adminNoticesEn } from './adminNotices/en';
import { adminNoticesLo } from './adminNotices/lo';
import { adminNoticesTh } from './adminNotices/th';
import { adminNoticesZhCn } from './adminNotices/zhCn';

/** The admin's notices screen, "my notices" and the notification centre in the app bar. */
export const adminNoticesMessages = defineFeatureMessages({ en: adminNoticesEn, 'zh-cn': adminNoticesZhCn, lo: adminNoticesLo, th: adminNoticesTh });
