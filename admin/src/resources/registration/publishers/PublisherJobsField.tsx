import { Link as MuiLink } from '@mui/material';
import { useCreatePath, useGetList, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router';
import { publisherJobsSearch } from '../../jobs/jobListLinks';

/**
 * How many jobs a publisher has posted (any status), linking to the job list filtered to them, where each job's status
 * shows. An application's id is the publisher's user id, which jobs carry as `publisherId`.
 */
export function PublisherJobsField() {
  const publisher = useRecordContext<{ id: Identifier; auditStatus: number }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total, isPending, error } = useGetList('jobs', { filter: { publisherId: publisher?.id }, pagination: { page: 1, perPage: 1 } }, { enabled: publisher !== undefined });
  if (!publisher || isPending) return null;
  if (error || total === undefined) return <>—</>;
  if (total === 0) return <>{translate('resources.publishers.jobs.none')}</>;
  return (
    <MuiLink
      component={Link}
      to={`${createPath({ resource: 'jobs', type: 'list' })}${publisherJobsSearch(publisher.id)}`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('resources.publishers.jobs.count', { smart_count: total })}
    </MuiLink>
  );
}
