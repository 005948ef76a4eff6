import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { Badge, Box, Button, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router';
import { DeliveryOrderTaskList } from '../resources/delivery-orders/DeliveryOrderTaskList';
import { useDeliveryOrderTasks } from '../resources/delivery-orders/deliveryOrderTasks';
import { DictionaryChip } from '../resources/system/notices/DictionaryChip';
import { NoticeDetailDialog } from '../resources/system/notices/NoticeDetailDialog';
import { useJobAuditTasks } from './jobAuditTasks';
import { MessageTab } from './MessageTab';
import { MY_NOTICE_PATH } from './myNoticeMenuItem';
import { markAllNoticesRead, useMyNotices } from './myNotices';
import { announceNoticeChanges } from './noticeChanges';
import { TaskTab } from './TaskTab';
import { useNoticePushes } from './useNoticePushes';

/** How many unread notices the drop-down lists; the rest are one click away on /my-notice. */
export const NEWEST_UNREAD = 5;

type TabName = 'notice' | 'message' | 'task';
const tabs: TabName[] = ['notice', 'message', 'task'];

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
    {text}
  </Typography>
);

/**
 * The notification centre in the app bar (spec §6): a bell with the unread count, and a drop-down with notice,
 * message and task tabs — the unread notices, the notices addressed to the user personally, and the work waiting for
 * them: the jobs to review (staff who audit jobs) and the delivery orders waiting for them (the orders' readers).
 */
export function NotificationBell() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tab, setTab] = useState<TabName>('notice');
  const [viewing, setViewing] = useState<Identifier | undefined>();
  const { page } = useMyNotices({ page: 1, perPage: NEWEST_UNREAD, isRead: false });
  const canAuditJobs = useCanAccess({ resource: 'jobs', action: 'audit' }).canAccess === true;
  const { tasks, error: tasksError, reload: reloadTasks } = useJobAuditTasks(canAuditJobs, NEWEST_UNREAD);
  const canReadDeliveryOrders = useCanAccess({ resource: 'delivery-orders', action: 'list' }).canAccess === true;
  const { tasks: orderTasks, error: orderTasksError, reload: reloadOrderTasks } = useDeliveryOrderTasks(canReadDeliveryOrders, NEWEST_UNREAD);
  useNoticePushes();

  const unread = page?.total ?? 0;
  const label = translate('admin.notifications.open');
  const close = () => setAnchor(null);

  const open = (id: Identifier) => {
    close();
    setViewing(id);
  };
  const markAllRead = async () => {
    try {
      await markAllNoticesRead();
      notify('resources.notices.messages.allRead', { type: 'success' });
      announceNoticeChanges();
    } catch (caught) {
      notify((caught as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const go = (path: string) => {
    close();
    navigate(path);
  };
  const viewMore = () => go(MY_NOTICE_PATH);
  const taskCount = (tasks?.total ?? 0) + (orderTasks?.total ?? 0);

  return (
    <>
      <Tooltip title={unread > 0 ? translate('admin.notifications.unreadCount', { count: unread }) : label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" aria-controls={anchor ? popoverId : undefined} onClick={(event) => (setAnchor(event.currentTarget), reloadTasks(), reloadOrderTasks())}>
          <Badge badgeContent={unread} color="error" max={99} data-unread={unread}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '100vw' }, role: 'dialog', 'aria-label': label } }}
      >
        <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} variant="fullWidth">
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={
                name === 'task' && taskCount > 0 ? (
                  <Badge badgeContent={taskCount} color="primary" max={99} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                    {translate(`notice.centre.tabs.${name}`)}
                  </Badge>
                ) : (
                  translate(`notice.centre.tabs.${name}`)
                )
              }
            />
          ))}
        </Tabs>
        <Divider />
        {tab === 'notice' && (
          <>
            {page && page.list.length === 0 ? (
              <Empty text={translate('admin.notifications.noUnread')} />
            ) : (
              <List dense disablePadding aria-label={translate('notice.centre.tabs.notice')}>
                {page?.list.map((notice) => (
                  <ListItemButton key={notice.id} onClick={() => open(notice.id)}>
                    <ListItemText
                      primary={notice.title}
                      secondary={notice.publishTime}
                      slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                    />
                    <Box sx={{ ml: 1, flex: 'none' }}>
                      <DictionaryChip dictCode="notice_type" value={notice.type} />
                    </Box>
                  </ListItemButton>
                ))}
              </List>
            )}
            <Divider />
            <Stack direction="row" sx={{ justifyContent: 'space-between', p: 1 }}>
              <Button size="small" onClick={markAllRead} disabled={unread === 0}>
                {translate('admin.notifications.markAllRead')}
              </Button>
              <Button size="small" onClick={viewMore}>
                {translate('admin.notifications.viewMore')}
              </Button>
            </Stack>
          </>
        )}
        {tab === 'message' && <MessageTab size={NEWEST_UNREAD} onOpen={open} />}
        {tab === 'task' && (
          <TaskTab canAuditJobs={canAuditJobs} tasks={tasks} error={tasksError} onGo={go}>
            {canReadDeliveryOrders && <DeliveryOrderTaskList tasks={orderTasks} error={orderTasksError} onGo={go} />}
          </TaskTab>
        )}
      </Popover>
      <NoticeDetailDialog id={viewing} onClose={() => setViewing(undefined)} onRead={() => announceNoticeChanges()} />
    </>
  );
}
