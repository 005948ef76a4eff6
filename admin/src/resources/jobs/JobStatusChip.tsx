import type { JobStatus } from '@jobmarket/contracts/jobs/jobMachine';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const colours = { pending: 'warning', published: 'success', rejected: 'error', closed: 'default', expired: 'default' } as const;

/** Where a job is in its life: pending review, published, rejected, closed or expired. */
export const JobStatusChip = ({ status }: { status: JobStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant={status === 'pending' ? 'outlined' : 'filled'} color={colours[status] ?? 'default'} label={translate(`jobs.status.${status}`, { _: status })} />;
};
