import { defineFeatureMessages } from './defineFeatureMessages';
import { adminEventStoreEn } from './adminEventStore/en';
import { adminEventStoreLo } from './adminEventStore/lo';
import { adminEventStoreTh } from './adminEventStore/th';
import { adminEventStoreZhCn } from './adminEventStore/zhCn';

export const adminEventStoreMessages = defineFeatureMessages({ en: adminEventStoreEn, 'zh-cn': adminEventStoreZhCn, lo: adminEventStoreLo, th: adminEventStoreTh });
