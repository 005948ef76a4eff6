import type { DeliveryState } from '@jobmarket/contracts/delivery/deliveryMachine';
import { StatusChip, type ChipColour } from '../membership/shared/StatusChip';

const colours: Record<DeliveryState, ChipColour> = {
  PendingResumeReview: 'warning',
  PendingEmployerReview: 'warning',
  PendingInterview: 'info',
  PendingOnboarding: 'info',
  Onboarded: 'primary',
  PendingUploadInvoice: 'warning',
  Settled: 'success',
  ResumeRejected: 'error',
  EmployerRejected: 'error',
  InterviewFailed: 'error',
  NotOnboarded: 'error',
  Withdrawn: 'default',
};
const waiting: DeliveryState[] = ['PendingResumeReview', 'PendingEmployerReview', 'PendingInterview', 'PendingOnboarding', 'PendingUploadInvoice'];

/** Where an order is in its flow (spec §4 review states, plus settled and withdrawn); waiting states outlined. */
export const DeliveryStateChip = ({ state }: { state: DeliveryState }) => <StatusChip messages="delivery.states" status={state} colours={colours} waiting={waiting} />;
