import { meetingsDomainEn } from './domain/en';
import { meetingsMailEn } from './mail/en';
import { meetingsPortalEn } from './portal/en';
import { meetingsAdminEn } from './admin/en';

/**
 * The meetings context's texts (job fairs): the domain (fields, statuses, actions, validation, refusals, the spec's §8
 * messages), the mails and notices, the portal's screens and the back office's. Top-level sections do not overlap
 * (domain: meetings; mail: meetingMail; portal: portal; admin: resources).
 */
export const meetingsEn = { ...meetingsDomainEn, ...meetingsMailEn, ...meetingsPortalEn, ...meetingsAdminEn };
