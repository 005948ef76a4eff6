import type { FeatureTexts } from '../defineFeatureMessages';
import type { initialPasswordsEn } from './en';

export const initialPasswordsZhCn: FeatureTexts<typeof initialPasswordsEn> = {
  identity: { user: { createdWithInitialPassword: '用户已创建。初始密码：%{password}（首次登录时必须修改）' } },
  initialPassword: { mustChange: '您的账号仍在使用初始密码，请先设置自己的密码再继续。' },
};
