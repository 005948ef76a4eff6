import { adminAuditsMessages } from './adminAudits';
import { adminDashboardMessages } from './adminDashboard';
import { adminHistoryMessages } from './adminHistory';
import { adminLogsMessages } from './adminLogs';
import { adminMenusMessages } from './adminMenus';
import { adminNoticesMessages } from './adminNotices';
import { adminProfileMessages } from './adminProfile';
import { portalAccountsMessages } from './portalAccounts';

/** Every feature's texts; merged over the base catalogs (a feature may add keys inside a shared section). */
export const featureMessages = [
  adminMenusMessages,
  adminHistoryMessages,
  adminNoticesMessages,
  adminDashboardMessages,
  adminProfileMessages,
  adminLogsMessages,
  adminAuditsMessages,
  portalAccountsMessages,
];
