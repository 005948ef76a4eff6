import { defineFeatureMessages } from './defineFeatureMessages';
import { savedRecordsEn } from './savedRecords/en';
import { savedRecordsLo } from './savedRecords/lo';
import { savedRecordsTh } from './savedRecords/th';
import { savedRecordsZhCn } from './savedRecords/zhCn';

export const savedRecordsMessages = defineFeatureMessages({ en: savedRecordsEn, 'zh-cn': savedRecordsZhCn, lo: savedRecordsLo, th: savedRecordsTh });
