import { en } from '../messages/en';
import { adminAuditsEn } from '../messages/features/adminAudits/en';
import { adminDashboardEn } from '../messages/features/adminDashboard/en';
import { adminHistoryEn } from '../messages/features/adminHistory/en';
import { adminLogsEn } from '../messages/features/adminLogs/en';
import { adminMenusEn } from '../messages/features/adminMenus/en';
import { adminNoticesEn } from '../messages/features/adminNotices/en';
import { adminProfileEn } from '../messages/features/adminProfile/en';
import { portalAccountsEn } from '../messages/features/portalAccounts/en';
import { adminQueuesEn } from '../messages/features/adminQueues/en';
import { adminEventStoreEn } from '../messages/features/adminEventStore/en';
import { adminRebuildsEn } from '../messages/features/adminRebuilds/en';
import { savedRecordsEn } from '../messages/features/savedRecords/en';
import { initialPasswordsEn } from '../messages/features/initialPasswords/en';
import { mergeCatalog } from './mergeCatalog';

/** Every English text: the base catalog with each feature's texts; the reference shape of every language. */
export const enCatalog = mergeCatalog(en, [
  adminMenusEn,
  adminHistoryEn,
  adminNoticesEn,
  adminDashboardEn,
  adminProfileEn,
  adminLogsEn,
  adminAuditsEn,
  portalAccountsEn,
  adminQueuesEn,
  adminEventStoreEn,
  adminRebuildsEn,
  savedRecordsEn,
  initialPasswordsEn,
]);
