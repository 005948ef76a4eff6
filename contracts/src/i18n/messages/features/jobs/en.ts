import { jobsAdminEn } from './admin/en';
import { jobsDomainEn } from './domain/en';
import { jobsPagesEn } from './pages/en';
import { jobsPortalEn } from './portal/en';

/**
 * The jobs context's texts: what a job is (domain: fields, states, refusals, validation), the portal's pages and the
 * back office's screens, each in its own file so each part is read and translated on its own. Top-level sections of
 * the parts do not overlap (domain: validation, jobs; portal: portal; admin: resources, dashboard; pages: jobPage, companyPage).
 */
export const jobsEn = { ...jobsDomainEn, ...jobsPortalEn, ...jobsPagesEn, ...jobsAdminEn };
