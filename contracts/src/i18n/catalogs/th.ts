import type { MergedCatalog } from '../messages';
import { th } from '../messages/th';
import { adminAuditsTh } from '../messages/features/adminAudits/th';
import { adminDashboardTh } from '../messages/features/adminDashboard/th';
import { adminHistoryTh } from '../messages/features/adminHistory/th';
import { adminLogsTh } from '../messages/features/adminLogs/th';
import { adminMenusTh } from '../messages/features/adminMenus/th';
import { adminNoticesTh } from '../messages/features/adminNotices/th';
import { adminProfileTh } from '../messages/features/adminProfile/th';
import { portalAccountsTh } from '../messages/features/portalAccounts/th';
import { adminQueuesTh } from '../messages/features/adminQueues/th';
import { adminEventStoreTh } from '../messages/features/adminEventStore/th';
import { adminRebuildsTh } from '../messages/features/adminRebuilds/th';
import { savedRecordsTh } from '../messages/features/savedRecords/th';
import { initialPasswordsTh } from '../messages/features/initialPasswords/th';
import { mergeCatalog } from './mergeCatalog';

/** Every Thai text: the base catalog with each feature's texts. A browser loads it as its own chunk (loadCatalog). */
export const thCatalog: MergedCatalog = mergeCatalog(th, [
  adminMenusTh,
  adminHistoryTh,
  adminNoticesTh,
  adminDashboardTh,
  adminProfileTh,
  adminLogsTh,
  adminAuditsTh,
  portalAccountsTh,
  adminQueuesTh,
  adminEventStoreTh,
  adminRebuildsTh,
  savedRecordsTh,
  initialPasswordsTh,
]);
