import { codegenDomainEn } from './domain/en';
import { codegenAdminEn } from './admin/en';
import { codegenMenusEn } from './menus/en';

/** The codegen context's texts (issue 18), in parts whose top-level sections do not overlap. */
export const codegenEn = { ...codegenDomainEn, ...codegenAdminEn, ...codegenMenusEn };
