import { Button, Chip, Container, List, ListItemButton, ListItemText, Pagination, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { PageLoading } from '../../../app/PageLoading';
import { NoticeDialog } from './NoticeDialog';
import { useMarkAllRead, useMyNotices } from './noticeQueries';

const PAGE_SIZE = 10;
type Filter = 'all' | 'unread' | 'read';

/** My notices: every notice addressed to me, newest first, filtered by read state. */
const MyNoticesPage = () => {
  const { t } = useI18n();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const notices = useMyNotices({ pageNum, pageSize: PAGE_SIZE, isRead: filter === 'all' ? undefined : filter === 'read' ? 1 : 0 });
  const markAllRead = useMarkAllRead();
  const pages = Math.max(1, Math.ceil((notices.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('portal.notices.myTitle')}
        </Typography>
        <Button variant="outlined" onClick={() => markAllRead.mutate()} disabled={markAllRead.isPending}>
          {t('portal.notices.markAllRead')}
        </Button>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_, next: Filter | null) => {
          if (!next) return;
          setFilter(next);
          setPageNum(1);
        }}
        aria-label={t('portal.notices.filter')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="all">{t('portal.notices.all')}</ToggleButton>
        <ToggleButton value="unread">{t('portal.notices.unread')}</ToggleButton>
        <ToggleButton value="read">{t('portal.notices.read')}</ToggleButton>
      </ToggleButtonGroup>
      {notices.isLoading ? (
        <PageLoading />
      ) : notices.data?.list.length ? (
        <Paper variant="outlined">
          <List disablePadding>
            {notices.data.list.map((notice) => (
              <ListItemButton key={notice.id} divider onClick={() => setOpenId(notice.id)}>
                <ListItemText
                  primary={notice.title}
                  secondary={t('portal.notices.byline', { publisher: notice.publisherName ?? '—', time: notice.publishTime ?? '' })}
                  slotProps={{ primary: { sx: { fontWeight: notice.isRead ? 400 : 700 } } }}
                />
                {notice.isRead === 0 && <Chip size="small" color="error" label={t('portal.notices.unread')} />}
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('portal.notices.empty')}
        </Typography>
      )}
      {pages > 1 && <Pagination count={pages} page={pageNum} onChange={(_, page) => setPageNum(page)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />}
      <NoticeDialog id={openId} onClose={() => setOpenId(null)} />
    </Container>
  );
};

export default MyNoticesPage;
