import { ListButton, TopToolbar } from 'react-admin';
import { JobAuditButton } from './JobAuditButton';
import { JobCloseButton } from './JobCloseButton';

/** A job's actions: back to the list, audit (auditors, while it waits), close (staff allowed to take it down). */
export const JobShowActions = () => (
  <TopToolbar>
    <ListButton />
    <JobAuditButton />
    <JobCloseButton />
  </TopToolbar>
);
