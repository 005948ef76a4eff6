import { defineFeatureMessages } from './defineFeatureMessages';
import { adminQueuesEn } from './adminQueues/en';
import { adminQueuesLo } from './adminQueues/lo';
import { adminQueuesTh } from './adminQueues/th';
import { adminQueuesZhCn } from './adminQueues/zhCn';

export const adminQueuesMessages = defineFeatureMessages({ en: adminQueuesEn, 'zh-cn': adminQueuesZhCn, lo: adminQueuesLo, th: adminQueuesTh });
