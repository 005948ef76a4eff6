import { defineFeatureMessages } from './defineFeatureMessages';

export const adminDashboardMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
