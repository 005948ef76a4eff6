import type { JobRow } from '@jobmarket/contracts/jobs/views';
import { useTaskPage, type TaskPage } from './useTaskPage';

export type JobAuditTasks = TaskPage<JobRow>;

/** The jobs waiting for review, newest first (`GET /jobs/audit-tasks`, biz:job:audit): the notification centre's task tab. */
export const useJobAuditTasks = (enabled: boolean, pageSize: number) => useTaskPage<JobRow>('/jobs/audit-tasks', enabled, pageSize);
