import { Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { seekerMeetingPaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { usePageTitle } from '../../jobs/detail/usePageTitle';

/** The heading of the seeker's two job-fair lists, with tabs between the upcoming fairs and their reservations. */
export const SeekerMeetingsHeader = ({ current }: { current: 'upcoming' | 'mine' }) => {
  const { t } = useI18n();
  const title = t(current === 'upcoming' ? 'portal.meetings.seeker.upcoming.title' : 'portal.meetings.seeker.mine.title');
  usePageTitle(title);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(current === 'upcoming' ? 'portal.meetings.seeker.upcoming.intro' : 'portal.meetings.seeker.mine.intro')}
      </Typography>
      <Tabs value={current} aria-label={t('portal.meetings.seeker.tabs.label')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="upcoming" label={t('portal.meetings.seeker.tabs.upcoming')} component={RouterLink} to={seekerMeetingPaths.upcoming} />
        <Tab value="mine" label={t('portal.meetings.seeker.tabs.mine')} component={RouterLink} to={seekerMeetingPaths.mine} />
      </Tabs>
    </>
  );
};
