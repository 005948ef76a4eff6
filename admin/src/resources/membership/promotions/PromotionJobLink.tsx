import type { PromotionView } from '@jobmarket/contracts/membership/views';
import { Link as MuiLink } from '@mui/material';
import { useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router';

/** The promoted job's position, opening the job for staff who may read jobs. */
export function PromotionJobLink() {
  const promotion = useRecordContext<PromotionView>();
  const createPath = useCreatePath();
  const mayOpen = useCanAccess({ resource: 'jobs', action: 'show' }).canAccess === true;
  if (!promotion) return null;
  if (!mayOpen) return <>{promotion.position}</>;
  return (
    <MuiLink component={Link} to={createPath({ resource: 'jobs', type: 'show', id: promotion.jobId })} onClick={(event) => event.stopPropagation()}>
      {promotion.position}
    </MuiLink>
  );
}
