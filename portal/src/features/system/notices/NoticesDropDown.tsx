import { Box, Button, Divider, List, ListItemButton, ListItemText, Popover, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import type { MyNotice } from './noticeQueries';
import { dashboardPaths } from '../../../app/paths';

interface NoticesDropDownProps {
  /** The bell while the drop-down is open, else null. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The newest notices; undefined while loading. */
  notices: MyNotice[] | undefined;
  canMarkAllRead: boolean;
  onMarkAllRead: () => void;
  onOpenNotice: (id: number) => void;
}

type TabName = 'notice' | 'message' | 'task';
const tabs: TabName[] = ['notice', 'message', 'task'];

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
    {text}
  </Typography>
);

/**
 * The bell's drop-down, a chunk of its own (spec §2: notice, message and task tabs): the newest notices, mark all read,
 * a link to all of them. Messages and tasks arrive with their features; until then their tabs say so.
 */
export const NoticesDropDown = ({ anchor, onClose, notices, canMarkAllRead, onMarkAllRead, onOpenNotice }: NoticesDropDownProps) => {
  const { t } = useI18n();
  const [tab, setTab] = useState<TabName>('notice');
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: { xs: '92vw', sm: 360 } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('portal.notices.title')}
        </Typography>
        <Button size="small" disabled={!canMarkAllRead} onClick={onMarkAllRead}>
          {t('portal.notices.markAllRead')}
        </Button>
      </Stack>
      <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} variant="fullWidth">
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`notice.centre.tabs.${name}`)} />
        ))}
      </Tabs>
      <Divider />
      {tab === 'notice' &&
        (notices && notices.length === 0 ? (
          <Empty text={t('portal.notices.empty')} />
        ) : (
          <List dense disablePadding aria-label={t('notice.centre.tabs.notice')}>
            {notices?.map((notice) => (
              <ListItemButton key={notice.id} onClick={() => onOpenNotice(notice.id)}>
                <ListItemText
                  primary={notice.title}
                  secondary={notice.publishTime}
                  slotProps={{ primary: { sx: { fontWeight: notice.isRead ? 400 : 700 }, noWrap: true } }}
                />
                {notice.isRead === 0 && <Box component="span" aria-label={t('portal.notices.unread')} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', ml: 1, flexShrink: 0 }} />}
              </ListItemButton>
            ))}
          </List>
        ))}
      {tab === 'message' && <Empty text={t('notice.centre.noMessages')} />}
      {tab === 'task' && <Empty text={t('notice.centre.noTasks')} />}
      <Divider />
      <Button component={RouterLink} to={dashboardPaths.myNotice} fullWidth onClick={onClose} sx={{ py: 1 }}>
        {t('portal.notices.viewAll')}
      </Button>
    </Popover>
  );
};

export default NoticesDropDown;
