import { codegenDomainZhCn } from './domain/zhCn';
import { codegenAdminZhCn } from './admin/zhCn';
import { codegenMenusZhCn } from './menus/zhCn';

export const codegenZhCn = { ...codegenDomainZhCn, ...codegenAdminZhCn, ...codegenMenusZhCn };
