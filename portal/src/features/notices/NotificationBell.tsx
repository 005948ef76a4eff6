import { Badge, Box, Button, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NotificationsIcon } from '../../app/icons';
import { useI18n } from '../../i18n/I18nContext';
import { NoticeDialog } from './NoticeDialog';
import { useLiveNotices, useMarkAllRead, useMyNotices, useUnreadCount } from './noticeQueries';

/** The notification centre: unread count, the newest five, mark all read, a live toast for each new notice. */
export const NotificationBell = () => {
  const { t } = useI18n();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const unread = useUnreadCount();
  const newest = useMyNotices({ pageNum: 1, pageSize: 5 });
  const markAllRead = useMarkAllRead();
  useLiveNotices();

  return (
    <>
      <IconButton color="inherit" aria-label={t('portal.notices.bell', { count: unread })} onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: '92vw', sm: 360 } } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {t('portal.notices.title')}
          </Typography>
          <Button size="small" disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            {t('portal.notices.markAllRead')}
          </Button>
        </Stack>
        <Divider />
        {newest.data && newest.data.list.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('portal.notices.empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {newest.data?.list.map((notice) => (
              <ListItemButton
                key={notice.id}
                onClick={() => {
                  setOpenId(notice.id);
                  setAnchor(null);
                }}
              >
                <ListItemText
                  primary={notice.title}
                  secondary={notice.publishTime}
                  slotProps={{ primary: { sx: { fontWeight: notice.isRead ? 400 : 700 }, noWrap: true } }}
                />
                {notice.isRead === 0 && <Box component="span" aria-label={t('portal.notices.unread')} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', ml: 1, flexShrink: 0 }} />}
              </ListItemButton>
            ))}
          </List>
        )}
        <Divider />
        <Button component={RouterLink} to="/notices" fullWidth onClick={() => setAnchor(null)} sx={{ py: 1 }}>
          {t('portal.notices.viewAll')}
        </Button>
      </Popover>
      <NoticeDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
};
