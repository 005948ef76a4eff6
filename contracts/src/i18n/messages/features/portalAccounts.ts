import { defineFeatureMessages } from './defineFeatureMessages';

export const portalAccountsMessages = defineFeatureMessages({ en: {}, 'zh-cn': {}, lo: {}, th: {} });
