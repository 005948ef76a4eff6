import type { FeatureTexts } from '../defineFeatureMessages';
import type { adminProfileEn } from './en';

export const adminProfileZhCn: FeatureTexts<typeof adminProfileEn> = {
  admin: {
    profile: {
      userMenu: '个人中心',
      account: { title: '账号信息', avatar: '%{name} 的头像', notSet: '未设置', edit: '编辑', editTitle: '编辑账号信息', saved: '修改成功' },
      security: {
        title: '安全设置',
        password: {
          label: '账户密码',
          description: '定期修改密码，保障账号安全。',
          change: '修改密码',
          oldPassword: '原密码',
          newPassword: '新密码',
          confirmPassword: '确认新密码',
          sessionNote: '您在此处保持登录；该账号的其他会话都将退出，需要使用新密码重新登录。',
          changed: '密码修改成功',
        },
        mobile: { label: '手机号', bind: '绑定手机', change: '更换手机', unbound: '尚未绑定手机', field: '手机号' },
        email: { label: '邮箱', bind: '绑定邮箱', change: '更换邮箱', unbound: '尚未绑定邮箱', field: '邮箱' },
        code: '验证码',
        sendCode: '发送验证码',
        resendIn: '%{seconds} 秒后重新发送',
        codeSent: '验证码已发送',
        bound: '手机或邮箱绑定成功',
      },
    },
  },
};
