import { defineFeatureMessages } from './defineFeatureMessages';
import { adminProfileEn } from './adminProfile/en';
import { adminProfileLo } from './adminProfile/lo';
import { adminProfileTh } from './adminProfile/th';
import { adminProfileZhCn } from './adminProfile/zhCn';

/** The admin's Profile page (/profile): account info and security settings. */
export const adminProfileMessages = defineFeatureMessages({ en: adminProfileEn, 'zh-cn': adminProfileZhCn, lo: adminProfileLo, th: adminProfileTh });
