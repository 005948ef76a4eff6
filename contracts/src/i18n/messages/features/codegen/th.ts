import { codegenDomainTh } from './domain/th';
import { codegenAdminTh } from './admin/th';
import { codegenMenusTh } from './menus/th';

export const codegenTh = { ...codegenDomainTh, ...codegenAdminTh, ...codegenMenusTh };
