import { defineFeatureMessages } from './defineFeatureMessages';

export const adminHistoryMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
