/** A row of `GET /logs` and `GET /logs/page` (API-CONTRACT §3 Logs), worded by the api in the caller's language. */
export interface OperationLogView {
  id: string;
  module: string;
  content: string;
  requestUri: string | null;
  method: string | null;
  ip: string | null;
  /** Null so far: there is no offline IP-to-region database, and sending addresses to an online one would leak them. */
  region: string | null;
  browser: string | null;
  os: string | null;
  /** Milliseconds from the request's handler start to the append; null for events not caused by an HTTP request. */
  executionTime: number | null;
  /** The operator's user id; null for the system (seed, jobs). */
  createBy: number | null;
  createTime: string | null;
  /** The operator's username, or the non-user actor as recorded (`system`). */
  operator: string | null;
}

/** Where a projection stands: a row of `GET /system/projections` (the runner keeps `updatedAt` as a Date, the wire as a local time). */
export interface ProjectionStatusView {
  name: string;
  state: 'running' | 'stopped';
  position: string | null;
  eventsProcessed: number;
  /** Events the projection has not read yet; null when the event store is not in this database. */
  lagEvents: number | null;
  /** Age of the oldest event it has not read yet; 0 when caught up. */
  lagSeconds: number | null;
  lastError: string | null;
  failedPosition: string | null;
  deadLetters: number;
  updatedAt: string | null;
  /** The next version being built beside this one (`npm run projections:rebuild`); null when none is. */
  rebuild: ProjectionRebuildView | null;
}

/** How far a rebuild has come: its own checkpoint against the live one it is catching up with. */
export interface ProjectionRebuildView {
  /** `switching` while the live tables are being swapped for the rebuilt ones (a moment). */
  phase: 'building' | 'switching';
  position: string | null;
  eventsProcessed: number;
  /** The live position it is catching up with. */
  targetPosition: string | null;
  /** Events it has to apply to reach the target; null when they cannot be counted (event store elsewhere). */
  totalEvents: number | null;
  startedAt: string;
}

/** One append transaction of the PostgreSQL event store left open past the threshold: every reader waits for it. */
export interface OpenAppendView {
  pid: number;
  ageSeconds: number;
  applicationName: string;
  /** As PostgreSQL says: 'active', 'idle in transaction', … */
  state: string | null;
  transactionStart: string;
  queryStart: string | null;
}

/** `GET /system/event-store`: appends holding readers back, and the threshold they are counted from. */
export interface EventStoreStatusView {
  adapter: 'postgresql' | 'kurrentdb';
  staleAppendSeconds: number;
  openAppends: OpenAppendView[];
}

/** A background job queue's depths: a row of `GET /system/queues`. */
export interface QueueCountsView {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
  paused: boolean;
}

/** A job of a queue's failed set (`GET /system/queues/:queue/failed`); only the payload's keys, never its values. */
export interface FailedJobView {
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
  createdAt: string;
  processedAt: string | null;
  failedAt: string | null;
  dataKeys: string[];
}

/** `GET /logs/user-stats`: this calendar month (in TIME_ZONE) against last month. */
export interface UserStatsView {
  /** The calendar month the figures are for, `YYYY-MM`. */
  month: string;
  totalUserCount: number;
  newUserCount: number;
  lastMonthNewUserCount: number;
  /** (this month − last month) / last month as a decimal, this month so far against the whole of last; null when last month had none. */
  newUserGrowthRate: number | null;
  monthlyActiveUserCount: number;
  lastMonthActiveUserCount: number;
  activeUserGrowthRate: number | null;
}
