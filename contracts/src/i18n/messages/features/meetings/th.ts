import type { FeatureTexts } from '../featureTexts';
import { meetingsDomainTh } from './domain/th';
import { meetingsMailTh } from './mail/th';
import { meetingsPortalTh } from './portal/th';
import { meetingsAdminTh } from './admin/th';
import type { meetingsEn } from './en';

export const meetingsTh: FeatureTexts<typeof meetingsEn> = { ...meetingsDomainTh, ...meetingsMailTh, ...meetingsPortalTh, ...meetingsAdminTh };
