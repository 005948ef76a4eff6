import { codegenDomainLo } from './domain/lo';
import { codegenAdminLo } from './admin/lo';
import { codegenMenusLo } from './menus/lo';

export const codegenLo = { ...codegenDomainLo, ...codegenAdminLo, ...codegenMenusLo };
