import { Button, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import { NoticeDialog } from './NoticeDialog';
import { useMyNotices } from './noticeQueries';
import { dashboardPaths } from '../../../app/paths';

export const RecentNotices = () => {
  const { t } = useI18n();
  const notices = useMyNotices({ pageNum: 1, pageSize: 5 });
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section aria-labelledby="recent-notices">
      <Typography id="recent-notices" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('portal.homes.recentNotices')}
      </Typography>
      <Paper variant="outlined">
        {notices.data?.list.length ? (
          <List disablePadding>
            {notices.data.list.map((notice) => (
              <ListItemButton key={notice.id} divider onClick={() => setOpenId(notice.id)}>
                <ListItemText primary={notice.title} secondary={notice.publishTime} slotProps={{ primary: { sx: { fontWeight: notice.isRead ? 400 : 700 } } }} />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('portal.notices.empty')}
          </Typography>
        )}
        <Button component={RouterLink} to={dashboardPaths.myNotice} fullWidth>
          {t('portal.notices.viewAll')}
        </Button>
      </Paper>
      <NoticeDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
};
