import type { MergedCatalog } from '../messages';
import { lo } from '../messages/lo';
import { adminAuditsLo } from '../messages/features/adminAudits/lo';
import { adminDashboardLo } from '../messages/features/adminDashboard/lo';
import { adminHistoryLo } from '../messages/features/adminHistory/lo';
import { adminLogsLo } from '../messages/features/adminLogs/lo';
import { adminMenusLo } from '../messages/features/adminMenus/lo';
import { adminNoticesLo } from '../messages/features/adminNotices/lo';
import { adminProfileLo } from '../messages/features/adminProfile/lo';
import { portalAccountsLo } from '../messages/features/portalAccounts/lo';
import { adminQueuesLo } from '../messages/features/adminQueues/lo';
import { adminEventStoreLo } from '../messages/features/adminEventStore/lo';
import { adminRebuildsLo } from '../messages/features/adminRebuilds/lo';
import { savedRecordsLo } from '../messages/features/savedRecords/lo';
import { initialPasswordsLo } from '../messages/features/initialPasswords/lo';
import { mergeCatalog } from './mergeCatalog';

/** Every Lao text: the base catalog with each feature's texts. A browser loads it as its own chunk (loadCatalog). */
export const loCatalog: MergedCatalog = mergeCatalog(lo, [
  adminMenusLo,
  adminHistoryLo,
  adminNoticesLo,
  adminDashboardLo,
  adminProfileLo,
  adminLogsLo,
  adminAuditsLo,
  portalAccountsLo,
  adminQueuesLo,
  adminEventStoreLo,
  adminRebuildsLo,
  savedRecordsLo,
  initialPasswordsLo,
]);
