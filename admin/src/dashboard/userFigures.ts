import type { UserStatsView } from '@jobmarket/contracts';
import type { GrowthMessages } from './visitFigures';

/** `GET /logs/user-stats` (contracts' view). */
export type UserStats = UserStatsView;

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
