import FactCheckIcon from '@mui/icons-material/FactCheck';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { auditStatuses, type AuditStatus } from '@jobmarket/contracts/registration/auditMachine';
import { Button, useRecordContext, type Identifier } from 'react-admin';
import { useHasPerm } from '../../auth/hasPerm';

/** "Audit" on a pending application for an auditor; "View" otherwise (its documents and history). */
export function AuditRowButton({ auditPerm, onOpen }: { auditPerm: string; onOpen: (id: Identifier) => void }) {
  const record = useRecordContext<{ id: Identifier; auditStatus: AuditStatus }>();
  const mayAudit = useHasPerm(auditPerm);
  if (!record) return null;
  const canAudit = mayAudit && record.auditStatus === auditStatuses.pending;
  return (
    <Button label={canAudit ? 'audits.actions.audit' : 'audits.actions.view'} onClick={(event) => (event.stopPropagation(), onOpen(record.id))}>
      {canAudit ? <FactCheckIcon /> : <VisibilityIcon />}
    </Button>
  );
}
