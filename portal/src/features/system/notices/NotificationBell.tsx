import { Badge, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { NotificationsIcon } from '../../../app/icons';
import { useHasOpened } from '../../../app/useHasOpened';
import { useI18n } from '../../../i18n/I18nContext';
import { useLiveNotices, useMarkAllRead, useMyNotices, useUnreadCount } from './noticeQueries';

// the drop-down and the dialog load on first use: every signed-in page shows the bell, few open it
const NoticesDropDown = lazy(() => import('./NoticesDropDown'));
const NoticeDialog = lazy(() => import('./NoticeDialog'));

/** The notification centre: unread count, the newest five, mark all read, a live toast for each new notice. */
export const NotificationBell = () => {
  const { t } = useI18n();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const hasDropDownOpened = useHasOpened(anchor !== null);
  const hasDialogOpened = useHasOpened(openId !== null);
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
      <Suspense fallback={null}>
        {hasDropDownOpened && (
          <NoticesDropDown
            anchor={anchor}
            onClose={() => setAnchor(null)}
            notices={newest.data?.list}
            canMarkAllRead={unread > 0 && !markAllRead.isPending}
            onMarkAllRead={() => markAllRead.mutate()}
            onOpenNotice={(id) => {
              setOpenId(id);
              setAnchor(null);
            }}
          />
        )}
        {hasDialogOpened && <NoticeDialog id={openId} onClose={() => setOpenId(null)} />}
      </Suspense>
    </>
  );
};

export default NotificationBell;
