import type { MyNoticeRow } from '@jobmarket/contracts/system/notices';
import { Badge, Box, Button, Card, CardContent, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadFailed } from './LoadFailed';
import { formatDateTime } from './localDates';
import { NoticeDetailDialog } from './NoticeDetailDialog';
import { useApiData } from './useApiData';
import { useDashboardLocale } from './useDashboardLocale';

/** The caller's five newest published notices; one opens in a dialog (and so counts as read), the rest on /my-notice. */
export const LatestNotices = () => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const { data, error, reload } = useApiData<{ list: MyNoticeRow[]; total: number }>('/notices/my-page?pageNum=1&pageSize=5');
  const [openId, setOpenId] = useState<number | null>(null);
  const close = () => {
    setOpenId(null);
    reload(); // opening marked it read
  };

  return (
    <Card component="section" aria-label={translate('admin.dashboard.notices.title')} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('admin.dashboard.notices.title')}
          </Typography>
          <Button size="small" component={Link} to="/my-notice">
            {translate('admin.dashboard.notices.viewAll')}
          </Button>
        </Box>
        {error ? (
          <LoadFailed onRetry={reload} />
        ) : !data ? (
          <Box aria-busy="true" sx={{ mt: 1 }}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={48} />
            ))}
          </Box>
        ) : data.list.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate('admin.dashboard.notices.empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {data.list.map((notice) => (
              <ListItemButton key={notice.id} onClick={() => setOpenId(notice.id)} sx={{ px: 1, borderRadius: 1 }}>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      {notice.isRead === 0 && <Badge color="error" variant="dot" aria-label={translate('admin.dashboard.notices.unread')} sx={{ mx: 0.5 }} />}
                      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: notice.isRead === 0 ? 600 : 400 }}>
                        {notice.title}
                      </Box>
                    </Box>
                  }
                  secondary={[notice.publisherName, formatDateTime(notice.publishTime, locale)].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
      {openId !== null && <NoticeDetailDialog id={openId} onClose={close} />}
    </Card>
  );
};
