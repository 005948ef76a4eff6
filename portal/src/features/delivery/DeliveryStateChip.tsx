import type { DeliveryState } from '@jobmarket/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';

const colours: Record<DeliveryState, ChipProps['color']> = {
  PendingResumeReview: 'info',
  PendingEmployerReview: 'info',
  PendingInterview: 'warning',
  PendingOnboarding: 'warning',
  Onboarded: 'success',
  PendingUploadInvoice: 'success',
  Settled: 'success',
  ResumeRejected: 'error',
  EmployerRejected: 'error',
  InterviewFailed: 'error',
  NotOnboarded: 'error',
  Withdrawn: 'default',
};

/** Where an order stands, in the reader's language (`delivery.states.*`). */
export const DeliveryStateChip = ({ state }: { state: DeliveryState }) => {
  const { t } = useI18n();
  return <Chip size="small" color={colours[state]} variant={state === 'Withdrawn' ? 'outlined' : 'filled'} label={t(`delivery.states.${state}`)} />;
};
