import { defineFeatureMessages } from './defineFeatureMessages';

export const adminMenusMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
