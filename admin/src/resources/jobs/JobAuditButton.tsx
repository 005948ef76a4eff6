import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { JobAuditDialog, type AuditedJob } from './JobAuditDialog';
import { jobDecisionsOf } from './jobAuditDraft';

/**
 * "Audit" on a job, for staff holding biz:job:audit and only while the api offers them a decision on it (its
 * `allowedActions` has approve or reject); opens the audit dialog.
 */
export function JobAuditButton() {
  const job = useRecordContext<AuditedJob>();
  const mayAudit = useCanAccess({ resource: 'jobs', action: 'audit' }).canAccess === true;
  const [isOpen, setOpen] = useState(false);
  if (!job || !mayAudit || jobDecisionsOf(job.allowedActions).length === 0) return null;
  return (
    <>
      <Button label="jobs.actions.audit" onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        <FactCheckIcon />
      </Button>
      {isOpen && <JobAuditDialog job={job} onClose={() => setOpen(false)} />}
    </>
  );
}
