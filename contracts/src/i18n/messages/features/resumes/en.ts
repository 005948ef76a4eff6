import { resumesDomainEn } from './domain/en';
import { resumesPortalEn } from './portal/en';
import { resumesAdminEn } from './admin/en';

/**
 * The resumes context's texts (resumes and the seeker's home): the domain (fields, templates, refusals, the spec's
 * messages, PDF labels), the portal's screens and the back office's. Top-level sections do not overlap (domain:
 * resumes, menus; portal: portal; admin: resources, dashboard).
 */
export const resumesEn = { ...resumesDomainEn, ...resumesPortalEn, ...resumesAdminEn };
