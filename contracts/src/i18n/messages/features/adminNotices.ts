import { defineFeatureMessages } from './defineFeatureMessages';

export const adminNoticesMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
