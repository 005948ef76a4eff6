import type { JobStatus } from '@jobmarket/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';

const colours: Record<JobStatus, ChipProps['color']> = { pending: 'warning', published: 'success', rejected: 'error', closed: 'default', expired: 'default' };

/** Where a job is in its life, in the reader's language. */
export const JobStatusChip = ({ status }: { status: JobStatus }) => {
  const { t } = useI18n();
  return <Chip size="small" color={colours[status]} variant={status === 'closed' || status === 'expired' ? 'outlined' : 'filled'} label={t(`jobs.status.${status}`)} />;
};
