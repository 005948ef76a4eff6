import { defineFeatureMessages } from './defineFeatureMessages';
import { initialPasswordsEn } from './initialPasswords/en';
import { initialPasswordsLo } from './initialPasswords/lo';
import { initialPasswordsTh } from './initialPasswords/th';
import { initialPasswordsZhCn } from './initialPasswords/zhCn';

export const initialPasswordsMessages = defineFeatureMessages({ en: initialPasswordsEn, 'zh-cn': initialPasswordsZhCn, lo: initialPasswordsLo, th: initialPasswordsTh });
