import type { FeatureTexts } from '../featureTexts';
import { meetingsDomainLo } from './domain/lo';
import { meetingsMailLo } from './mail/lo';
import { meetingsPortalLo } from './portal/lo';
import { meetingsAdminLo } from './admin/lo';
import type { meetingsEn } from './en';

export const meetingsLo: FeatureTexts<typeof meetingsEn> = { ...meetingsDomainLo, ...meetingsMailLo, ...meetingsPortalLo, ...meetingsAdminLo };
