import type { MergedCatalog } from '../messages';
import { zhCn } from '../messages/zhCn';
import { adminAuditsZhCn } from '../messages/features/adminAudits/zhCn';
import { adminDashboardZhCn } from '../messages/features/adminDashboard/zhCn';
import { adminHistoryZhCn } from '../messages/features/adminHistory/zhCn';
import { adminLogsZhCn } from '../messages/features/adminLogs/zhCn';
import { adminMenusZhCn } from '../messages/features/adminMenus/zhCn';
import { adminNoticesZhCn } from '../messages/features/adminNotices/zhCn';
import { adminProfileZhCn } from '../messages/features/adminProfile/zhCn';
import { portalAccountsZhCn } from '../messages/features/portalAccounts/zhCn';
import { adminQueuesZhCn } from '../messages/features/adminQueues/zhCn';
import { adminEventStoreZhCn } from '../messages/features/adminEventStore/zhCn';
import { adminRebuildsZhCn } from '../messages/features/adminRebuilds/zhCn';
import { savedRecordsZhCn } from '../messages/features/savedRecords/zhCn';
import { initialPasswordsZhCn } from '../messages/features/initialPasswords/zhCn';
import { mergeCatalog } from './mergeCatalog';

/** Every Simplified Chinese text: the base catalog with each feature's texts. A browser loads it as its own chunk (loadCatalog). */
export const zhCnCatalog: MergedCatalog = mergeCatalog(zhCn, [
  adminMenusZhCn,
  adminHistoryZhCn,
  adminNoticesZhCn,
  adminDashboardZhCn,
  adminProfileZhCn,
  adminLogsZhCn,
  adminAuditsZhCn,
  portalAccountsZhCn,
  adminQueuesZhCn,
  adminEventStoreZhCn,
  adminRebuildsZhCn,
  savedRecordsZhCn,
  initialPasswordsZhCn,
]);
