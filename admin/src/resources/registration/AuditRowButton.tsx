import FactCheckIcon from '@mui/icons-material/FactCheck';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { AuditStatus } from '@jobmarket/contracts/registration/auditMachine';
import { Button, useCanAccess, useRecordContext, type Identifier } from 'react-admin';
import { staffDecisionsOf } from './auditDecision';

/** "Audit" for an auditor on an application the audit machine still lets staff decide; "View" otherwise (its documents and history). */
export function AuditRowButton({ resource, onOpen }: { resource: string; onOpen: (id: Identifier) => void }) {
  const record = useRecordContext<{ id: Identifier; auditStatus: AuditStatus }>();
  const mayAudit = useCanAccess({ resource, action: 'audit' }).canAccess === true;
  if (!record) return null;
  const canAudit = mayAudit && staffDecisionsOf(record.auditStatus).length > 0;
  return (
    <Button label={canAudit ? 'audits.actions.audit' : 'audits.actions.view'} onClick={(event) => (event.stopPropagation(), onOpen(record.id))}>
      {canAudit ? <FactCheckIcon /> : <VisibilityIcon />}
    </Button>
  );
}
