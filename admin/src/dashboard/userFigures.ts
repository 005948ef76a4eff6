import type { GrowthMessages } from './visitFigures';

/** `GET /logs/user-stats`: this calendar month (in the server's TIME_ZONE) against last month; rates as decimals, null without last-month figures. */
export interface UserStats {
  month: string;
  totalUserCount: number;
  newUserCount: number;
  lastMonthNewUserCount: number;
  newUserGrowthRate: number | null;
  monthlyActiveUserCount: number;
  lastMonthActiveUserCount: number;
  activeUserGrowthRate: number | null;
}

export const NEW_USER_GROWTH: GrowthMessages = {
  up: 'admin.dashboard.users.newGrowthUp',
  down: 'admin.dashboard.users.newGrowthDown',
  flat: 'admin.dashboard.users.newGrowthFlat',
};

export const ACTIVE_USER_GROWTH: GrowthMessages = {
  up: 'admin.dashboard.users.activeGrowthUp',
  down: 'admin.dashboard.users.activeGrowthDown',
  flat: 'admin.dashboard.users.activeGrowthFlat',
};
