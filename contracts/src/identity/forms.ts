import { z } from 'zod';

/** Mainland and South-East Asian mobile numbers: optional +, 6 to 15 digits (the spec asks for "valid format"). */
export const MOBILE_PATTERN = /^\+?\d{6,15}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const VERIFICATION_CODE_LENGTH = 6;

// messages are i18n keys; the api and both front ends localise them
export const requiredText = (max = 100) => z.string().trim().min(1, 'validation.required').max(max);
export const mobileField = z.string().trim().regex(MOBILE_PATTERN, 'validation.invalidMobile');
export const emailField = z.string().trim().pipe(z.email('validation.invalidEmail'));
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort').max(128);
export const verificationCodeField = z.string().regex(/^\d{6}$/, 'validation.codeSixDigits');
const optionalText = (max = 200) => z.string().trim().max(max).optional().nullable();
const idNumber = z.coerce.number().int().min(0);
export const statusField = z.coerce.number().int().min(0).max(1);

export const loginForm = z.object({
  username: requiredText(64),
  password: z.string().min(1, 'validation.required').max(128),
  captchaKey: z.string().max(100).optional().default(''),
  captchaCode: z.string().max(20).optional().default(''),
});

export const refreshForm = z.object({ refreshToken: z.string().min(1).max(200) });

export const deptForm = z.object({
  parentId: idNumber,
  name: requiredText(50),
  code: requiredText(50),
  sort: z.coerce.number().int().min(0).max(100_000),
  status: statusField.default(1),
});
export type DeptForm = z.infer<typeof deptForm>;

export const roleForm = z.object({
  name: requiredText(50),
  code: requiredText(50).regex(/^[A-Z][A-Z0-9_]*$/, 'validation.roleCodeFormat'),
  sort: z.coerce.number().int().min(0).max(100_000).default(1),
  status: statusField,
  dataScope: z.coerce.number().int().min(0).max(3),
});
export type RoleForm = z.infer<typeof roleForm>;

export const menuTypes = ['CATALOG', 'MENU', 'BUTTON', 'EXTLINK'] as const;
export type MenuType = (typeof menuTypes)[number];

export const menuForm = z
  .object({
    parentId: idNumber,
    name: requiredText(50),
    type: z.enum(menuTypes),
    routeName: optionalText(100),
    routePath: optionalText(200),
    component: optionalText(200),
    perm: optionalText(100),
    visible: z.coerce.number().int().min(0).max(1).default(1),
    sort: z.coerce.number().int().min(0).max(100_000).default(1),
    icon: optionalText(100),
    redirect: optionalText(200),
    keepAlive: z.coerce.number().int().min(0).max(1).default(0),
    alwaysShow: z.coerce.number().int().min(0).max(1).default(0),
    params: z.array(z.object({ key: requiredText(50), value: z.string().max(200) })).max(20).default([]),
  })
  .superRefine((menu, context) => {
    const need = (field: keyof typeof menu) => {
      if (!menu[field]) context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    };
    if (menu.type === 'BUTTON') need('perm');
    if (menu.type === 'MENU') {
      need('routeName');
      need('routePath');
      need('component');
    }
    if (menu.type === 'CATALOG' || menu.type === 'EXTLINK') need('routePath');
  });
export type MenuForm = z.infer<typeof menuForm>;

export const userForm = z.object({
  username: requiredText(64).regex(/^[^\s]+$/, 'validation.noSpaces'),
  nickname: requiredText(64),
  mobile: mobileField.optional().nullable().or(z.literal('')),
  gender: z.coerce.number().int().min(0).max(2).default(0),
  avatar: optionalText(500),
  email: emailField.optional().nullable().or(z.literal('')),
  status: statusField.default(1),
  deptId: idNumber.optional().nullable(),
  roleIds: z.array(idNumber).min(1, 'validation.required').max(20),
  /** Only on create; generated default otherwise is not allowed: staff must set one. */
  password: passwordField.optional(),
});
export type UserForm = z.infer<typeof userForm>;

export const passwordChangeForm = z
  .object({ oldPassword: z.string().min(1, 'validation.required'), newPassword: passwordField, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDoNotMatch' });

export const profileForm = z.object({
  nickname: requiredText(64),
  gender: z.coerce.number().int().min(0).max(2).optional(),
  avatar: optionalText(500),
});

export const bindMobileForm = z.object({ mobile: mobileField, code: verificationCodeField });
export const bindEmailForm = z.object({ email: emailField, code: verificationCodeField });

export const forgotPasswordForm = z
  .object({
    username: requiredText(64),
    mobile: mobileField,
    code: verificationCodeField,
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDoNotMatch' });
