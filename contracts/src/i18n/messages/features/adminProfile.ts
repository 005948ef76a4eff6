import { defineFeatureMessages } from './defineFeatureMessages';

export const adminProfileMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
