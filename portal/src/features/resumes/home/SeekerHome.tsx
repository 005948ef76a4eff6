import { Container, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import type { Me } from '../../../session/SessionContext';
import { CareerTips } from '../../jobs/home/CareerTips';
import { HotCompanies, HotJobs } from '../../jobs/home/HotLists';
import { RecentNotices } from '../../system/notices/RecentNotices';
import { readerTimeZone } from '@jobmarket/contracts/platform/readerZone';
import { greetingAt } from './greeting';
import { ResumeTemplates } from './ResumeTemplates';
import { SeekerCounts } from './SeekerCounts';

/** Spec §1 job seeker home: greeting, counts, hot jobs, resume templates, hot companies, career tips, recent notices. */
export const SeekerHome = ({ me }: { me: Me }) => {
  const { t } = useI18n();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t(greetingAt(new Date(), readerTimeZone()), { name: me.nickname || me.username })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('portal.homes.seeker.subtitle')}
      </Typography>
      <SeekerCounts />
      <Stack spacing={5} sx={{ mt: 5 }}>
        <HotJobs />
        <ResumeTemplates />
        <HotCompanies />
        <RecentNotices />
        <CareerTips />
      </Stack>
    </Container>
  );
};
