import { applicationStateOf, auditStatuses, type AuditStatus } from '@jobmarket/contracts/registration/auditMachine';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const colours = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** Pending review, approved or rejected (spec §4: 0, 1, 2). */
export const AuditStatusChip = ({ status }: { status: AuditStatus }) => {
  const translate = useTranslate();
  const state = applicationStateOf(status);
  return <Chip size="small" variant={state === 'pending' ? 'outlined' : 'filled'} color={colours[state]} label={translate(`audits.status.${state}`)} />;
};

/** The list's tabs, pending first: that is the work waiting. */
export const auditStatusTabs = [
  { value: auditStatuses.pending, label: 'audits.status.pending' },
  { value: auditStatuses.approved, label: 'audits.status.approved' },
  { value: auditStatuses.rejected, label: 'audits.status.rejected' },
  { value: 'all', label: 'audits.status.all' },
] as const;
