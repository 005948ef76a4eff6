import type { JobAuditStatus } from '@jobmarket/contracts/jobs/jobMachine';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const colours = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** The audit's outcome (spec §4: 0 pending review, 1 approved, 2 rejected). */
export const JobAuditStatusChip = ({ status }: { status: JobAuditStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant={status === 0 ? 'outlined' : 'filled'} color={colours[status] ?? 'default'} label={translate(`jobs.auditStatus.${status}`, { _: String(status) })} />;
};
