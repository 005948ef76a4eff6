import { defineFeatureMessages } from './defineFeatureMessages';

export const adminLogsMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
