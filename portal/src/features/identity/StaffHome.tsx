import { Button, Container, Typography } from '@mui/material';
import { ADMIN_PATH } from '../../app/browserNavigation';
import { useI18n } from '../../i18n/I18nContext';
import type { Me } from '../../session/SessionContext';
import { RecentNotices } from '../system/notices/RecentNotices';

/** Platform staff work in the back office; their portal home points there. */
export const StaffHome = ({ me }: { me: Me }) => {
  const { t } = useI18n();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t('portal.homes.staff.title', { name: me.nickname || me.username })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('portal.homes.staff.body')}
      </Typography>
      {/* the admin is another app on this origin: a full page load, not a client-side route */}
      <Button variant="contained" href={ADMIN_PATH} sx={{ mb: 5 }}>
        {t('portal.homes.staff.openAdmin')}
      </Button>
      <RecentNotices />
    </Container>
  );
};
