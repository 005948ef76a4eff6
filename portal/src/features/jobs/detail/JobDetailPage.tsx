import { useParams } from 'react-router';
import { PageNotFound } from './PageNotFound';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { JobDetail } from './JobDetail';
import { usePublicJob } from './publicQueries';
import { ViewLoadFailed } from './ViewLoadFailed';

/**
 * `/jobs/:id`: rendered by the api on the server with the job's view (then hydrated from the same view), or fetched
 * when the visitor navigates here. An id that names no public job shows the not-found page (the server answers 404).
 */
const JobDetailPage = () => {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const { data: job, isError, refetch } = usePublicJob(id);
  if (!Number.isInteger(id) || id < 1 || job === null) return <PageNotFound />;
  if (job) return <JobDetail job={job} />;
  if (isError) return <ViewLoadFailed message={t('jobPage.loadFailed')} onRetry={() => void refetch()} />;
  return <PageLoading />;
};

export default JobDetailPage;
