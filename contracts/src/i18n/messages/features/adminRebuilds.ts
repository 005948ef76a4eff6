import { defineFeatureMessages } from './defineFeatureMessages';
import { adminRebuildsEn } from './adminRebuilds/en';
import { adminRebuildsLo } from './adminRebuilds/lo';
import { adminRebuildsTh } from './adminRebuilds/th';
import { adminRebuildsZhCn } from './adminRebuilds/zhCn';

export const adminRebuildsMessages = defineFeatureMessages({ en: adminRebuildsEn, 'zh-cn': adminRebuildsZhCn, lo: adminRebuildsLo, th: adminRebuildsTh });
