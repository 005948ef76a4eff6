import { defineFeatureMessages } from './defineFeatureMessages';
import { adminMenusEn } from './adminMenus/en';
import { adminMenusLo } from './adminMenus/lo';
import { adminMenusTh } from './adminMenus/th';
import { adminMenusZhCn } from './adminMenus/zhCn';

/** The back office's menus screen (admin/src/resources/menus) and the names of the seeded permission buttons. */
export const adminMenusMessages = defineFeatureMessages({ en: adminMenusEn, 'zh-cn': adminMenusZhCn, lo: adminMenusLo, th: adminMenusTh });
