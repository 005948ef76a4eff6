import type { Projection } from './runner/projection';
import { departmentsProjection } from './identity/departments.projection';
import { menusProjection } from './identity/menus.projection';
import { rolesProjection } from './identity/roles.projection';
import { usersProjection } from './identity/users.projection';
import { streamStatsProjection } from './streamStats/streamStats.projection';
import { operationLogProjection } from './system/operationLog.projection';
import { configsProjection } from './system/configs.projection';
import { dictionariesProjection } from './system/dictionaries.projection';
import { noticesProjection } from './system/notices.projection';
import { applicationsProjection } from './registration/applications.projection';
import { decisionNoticesReactor } from './registration/decisionNotices.reactor';
import { jobExpiryReactor } from './jobs/jobExpiry.reactor';
import { jobNoticesReactor } from './jobs/jobNotices.reactor';
import { jobsProjection } from './jobs/jobs.projection';
import { membershipProjection } from './membership/membership.projection';
import { membershipNoticesReactor } from './membership/membershipNotices.reactor';
import { membershipTimersReactor } from './membership/membershipTimers.reactor';
import { deliveryNoticesReactor } from './delivery/deliveryNotices.reactor';
import { deliveryTimersReactor } from './delivery/deliveryTimers.reactor';
import { meetingNoticesReactor } from './meetings/meetingNotices.reactor';
import { meetingTimersReactor } from './meetings/meetingTimers.reactor';
import { resumesProjection } from './resumes/resumes.projection';
import { deliveryProjection } from './delivery/delivery.projection';
import { meetingsProjection } from './meetings/meetings.projection';
import { counselingProjection } from './counseling/counseling.projection';
import { demoItemsProjection } from './demoItems/demoItems.projection';
import { consultNoticesReactor } from './counseling/consultNotices.reactor';
import { consultTimersReactor } from './counseling/consultTimers.reactor';
import { codegenProjection } from './codegen/codegen.projection';
import type { Reactor } from './reactors/reactor';

/** Every projection the projections process runs. Feature projections are added here as their features arrive. */
export const projections: readonly Projection[] = [
  streamStatsProjection,
  departmentsProjection,
  menusProjection,
  rolesProjection,
  usersProjection,
  operationLogProjection,
  dictionariesProjection,
  configsProjection,
  noticesProjection,
  applicationsProjection,
  jobsProjection,
  membershipProjection,
  resumesProjection,
  deliveryProjection,
  meetingsProjection,
  counselingProjection,
  codegenProjection,
  demoItemsProjection,
];

/**
 * Every reactor the projections process runs (events → BullMQ jobs). Kept apart from `projections`: read-your-writes
 * waits for projections only, since nobody reads what a reactor does from a table.
 */
export const reactors: readonly Reactor[] = [decisionNoticesReactor, jobExpiryReactor, jobNoticesReactor, membershipTimersReactor, membershipNoticesReactor, deliveryTimersReactor, deliveryNoticesReactor, meetingTimersReactor, meetingNoticesReactor, consultTimersReactor, consultNoticesReactor];

export function findProjection(name: string): Projection | undefined {
  // accept the versioned name or its base (`stream_stats` finds `stream_stats_v1`)
  return projections.find((projection) => projection.name === name || projection.name.replace(/_v\d+$/, '') === name);
}
