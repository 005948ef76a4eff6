import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Alert,
  Badge,
  Button,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate, type Identifier } from 'react-admin';
import { announceNoticeChanges } from '../../../notifications/noticeChanges';
import { markAllNoticesRead, useMyNotices } from '../../../notifications/myNotices';
import { DictionaryChip } from './DictionaryChip';
import { NoticeDetailDialog } from './NoticeDetailDialog';

type ReadFilter = 'all' | 'unread' | 'read';
const readFilters: ReadFilter[] = ['all', 'unread', 'read'];
const isReadOf = (filter: ReadFilter) => (filter === 'all' ? undefined : filter === 'read');

/** A dot before an unread notice's title; read ones show none. */
const ReadMarker = ({ isRead }: { isRead: boolean }) => {
  const translate = useTranslate();
  const label = translate(isRead ? 'resources.notices.readStatus.read' : 'resources.notices.readStatus.unread');
  return (
    <Typography variant="body2" component="span" color={isRead ? 'text.secondary' : 'error'} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Badge variant="dot" color="error" invisible={isRead} aria-hidden sx={{ mx: 0.5 }} />
      {label}
    </Typography>
  );
};

/** /my-notice (spec §2: myNotice, hidden under the dashboard): the signed-in user's notices, read and unread. */
export function MyNoticeList() {
  const translate = useTranslate();
  const notify = useNotify();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [viewing, setViewing] = useState<Identifier | undefined>();
  const { page: notices, error } = useMyNotices({ page, perPage, isRead: isReadOf(filter) });

  const markAllRead = async () => {
    try {
      await markAllNoticesRead();
      notify('resources.notices.messages.allRead', { type: 'success' });
      announceNoticeChanges();
    } catch (caught) {
      notify((caught as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2, p: 2 }}>
      <Title title="resources.notices.mine.title" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          aria-label={translate('resources.notices.fields.isRead')}
          onChange={(_event, next: ReadFilter | null) => {
            if (!next) return;
            setFilter(next);
            setPage(1);
          }}
        >
          {readFilters.map((value) => (
            <ToggleButton key={value} value={value}>
              {translate(value === 'all' ? 'resources.notices.mine.all' : `resources.notices.readStatus.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" startIcon={<DoneAllIcon />} onClick={markAllRead}>
          {translate('resources.notices.actions.markAllRead')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
      <Table size="small" aria-label={translate('resources.notices.mine.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.notices.fields.isRead')}</TableCell>
            <TableCell>{translate('resources.notices.fields.title')}</TableCell>
            <TableCell>{translate('resources.notices.fields.type')}</TableCell>
            <TableCell>{translate('resources.notices.fields.level')}</TableCell>
            <TableCell>{translate('resources.notices.fields.publisherName')}</TableCell>
            <TableCell>{translate('resources.notices.fields.publishTime')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {notices?.list.map((notice) => (
            <TableRow key={notice.id} hover sx={{ cursor: 'pointer' }} onClick={() => setViewing(notice.id)} data-read={notice.isRead === 1}>
              <TableCell>
                <ReadMarker isRead={notice.isRead === 1} />
              </TableCell>
              <TableCell sx={{ fontWeight: notice.isRead === 1 ? 'normal' : 600 }}>
                <Button variant="text" size="small" sx={{ textTransform: 'none', fontWeight: 'inherit', p: 0, minWidth: 0 }} onClick={(event) => (event.stopPropagation(), setViewing(notice.id))}>
                  {notice.title}
                </Button>
              </TableCell>
              <TableCell>
                <DictionaryChip dictCode="notice_type" value={notice.type} />
              </TableCell>
              <TableCell>
                <DictionaryChip dictCode="notice_level" value={notice.level} />
              </TableCell>
              <TableCell>{notice.publisherName}</TableCell>
              <TableCell>{notice.publishTime}</TableCell>
            </TableRow>
          ))}
          {notices && notices.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                {translate('resources.notices.mine.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={notices?.total ?? 0}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 20, 50]}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(1);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      />
      <NoticeDetailDialog id={viewing} onClose={() => setViewing(undefined)} onRead={(notice) => notice.isRead === 1 && announceNoticeChanges()} />
    </Card>
  );
}
