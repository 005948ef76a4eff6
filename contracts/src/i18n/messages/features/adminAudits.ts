import { defineFeatureMessages } from './defineFeatureMessages';

export const adminAuditsMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
