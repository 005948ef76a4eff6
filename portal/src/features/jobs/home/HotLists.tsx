import type { CompanyCardView, JobCardView } from '@jobmarket/contracts';
import { useQuery } from '@tanstack/react-query';
import { BusinessIcon, WorkIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { CompanyCard } from '../cards/CompanyCard';
import { JobCard } from '../cards/JobCard';
import { ListingSection } from './ListingSection';

const HOT_LIMIT = 8;
// hot = most viewed and applied to in the last 7 days: a minute's delay costs nobody anything and spares the database
const HOT_STALE_MS = 60_000;

/** `GET /jobs/hot` (public): the jobs most viewed and applied to in the last 7 days. */
export const HotJobs = ({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) => {
  const { t, locale } = useI18n();
  const { api } = useSession();
  const jobs = useQuery({
    queryKey: ['jobs', 'hot', locale],
    queryFn: () => api.request<JobCardView[]>(`/jobs/hot?limit=${HOT_LIMIT}`, { auth: false }),
    staleTime: HOT_STALE_MS,
  });
  return (
    <ListingSection
      id="hot-jobs"
      title={t('portal.home.hotJobsTitle')}
      headingLevel={headingLevel}
      listing={jobs}
      emptyMessage={t('portal.home.hotJobsEmpty')}
      emptyIcon={<WorkIcon />}
      more={{ to: '/jobs', label: t('portal.home.seeAllJobs') }}
      itemSize={{ xs: 12, sm: 6, md: 3 }}
      keyOf={(job) => job.id}
      renderItem={(job) => <JobCard job={job} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />}
    />
  );
};

/** `GET /companies/hot` (public): the companies whose jobs are most viewed and applied to. */
export const HotCompanies = ({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) => {
  const { t, locale } = useI18n();
  const { api } = useSession();
  const companies = useQuery({
    queryKey: ['companies', 'hot', locale],
    queryFn: () => api.request<CompanyCardView[]>(`/companies/hot?limit=${HOT_LIMIT}`, { auth: false }),
    staleTime: HOT_STALE_MS,
  });
  return (
    <ListingSection
      id="hot-companies"
      title={t('portal.home.hotCompaniesTitle')}
      headingLevel={headingLevel}
      listing={companies}
      emptyMessage={t('portal.home.hotCompaniesEmpty')}
      emptyIcon={<BusinessIcon />}
      more={{ to: '/companies', label: t('portal.home.seeAllCompanies') }}
      itemSize={{ xs: 12, sm: 6, md: 3 }}
      keyOf={(company) => company.id}
      renderItem={(company) => <CompanyCard company={company} headingLevel={headingLevel === 'h2' ? 'h3' : 'h4'} />}
    />
  );
};
