import { defineFeatureMessages } from './defineFeatureMessages';
import { portalAccountsEn } from './portalAccounts/en';
import { portalAccountsLo } from './portalAccounts/lo';
import { portalAccountsTh } from './portalAccounts/th';
import { portalAccountsZhCn } from './portalAccounts/zhCn';

/** The portal's texts: public pages, sign-in, registrations, password reset, role homes, notices and profile. */
export const portalAccountsMessages = defineFeatureMessages({ en: portalAccountsEn, 'zh-cn': portalAccountsZhCn, lo: portalAccountsLo, th: portalAccountsTh });
