import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Card, CardHeader, IconButton, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { TableMessageRow } from '../../../components/TableMessageRow';
import { API_BASE, downloadFile, httpClient } from '../../../providers/httpClient';
import { AUTO_REFRESH_SECONDS } from './projectionStatus';
import { PagedTablePagination, useTablePage } from '../../../components/PagedTablePagination';

/** An e-mail of `GET /platform/mail-outbox` (api/src/modules/platform/mailOutboxRoutes.ts). */
export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  createTime: string;
  attachments: { index: number; filename: string; contentType: string; size: number }[];
}

const columns = ['time', 'recipient', 'subject', 'attachments'] as const;

/**
 * The development mail outbox (`GET /platform/mail-outbox`): without SMTP_URL the mail port keeps each e-mail instead
 * of sending it, so a developer reads here what would have gone out — newest first, each message opened in place,
 * its attachments (a calendar invitation's .ics) downloaded as they would have been attached.
 */
export const MailOutboxCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [page, setPage] = useTablePage();
  const [opened, setOpened] = useState<number>();
  const { data, isPending, error } = useQuery({
    queryKey: ['platform', 'mail-outbox', page],
    queryFn: async ({ signal }) =>
      (await httpClient(`${API_BASE}/platform/mail-outbox?pageNum=${page.page + 1}&pageSize=${page.size}`, { signal })).json as { list: OutboxMail[]; total: number },
    placeholderData: keepPreviousData,
    // it asks again every few seconds anyway: one quick retry, then say it failed
    retry: 1,
    refetchInterval: AUTO_REFRESH_SECONDS * 1000,
  });
  const download = (mail: OutboxMail, index: number) =>
    downloadFile(`${API_BASE}/platform/mail-outbox/${mail.id}/attachments/${index}`).catch(() => notify('status.mailOutbox.downloadFailed', { type: 'error' }));
  const colSpan = columns.length + 1;

  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate('status.mailOutbox.title')} subheader={translate('status.mailOutbox.subtitle')} />
      {error && !data ? (
        <Alert severity="error">{translate('status.mailOutbox.loadFailed')}</Alert>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={translate('status.mailOutbox.title')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  {columns.map((column) => (
                    <TableCell key={column}>{translate(`status.mailOutbox.columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending && (
                  <TableMessageRow colSpan={colSpan}>
                    <Skeleton />
                  </TableMessageRow>
                )}
                {data?.list.length === 0 && <TableMessageRow colSpan={colSpan}>{translate('status.mailOutbox.empty')}</TableMessageRow>}
                {data?.list.map((mail) => {
                  const isOpen = opened === mail.id;
                  const toggle = translate(isOpen ? 'status.mailOutbox.hideBody' : 'status.mailOutbox.showBody');
                  return (
                    <Fragment key={mail.id}>
                      <TableRow hover sx={{ '& > td': { borderBottom: isOpen ? 'none' : undefined } }}>
                        <TableCell padding="checkbox">
                          <Tooltip title={toggle}>
                            <IconButton size="small" aria-label={toggle} aria-expanded={isOpen} onClick={() => setOpened(isOpen ? undefined : mail.id)}>
                              {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{mail.createTime}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.recipient}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.subject || translate('status.mailOutbox.noSubject')}</TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={0.5} flexWrap="wrap">
                            {mail.attachments.map((attachment) => (
                              <Button key={attachment.index} label={attachment.filename} onClick={() => void download(mail, attachment.index)} title={attachment.contentType}>
                                <AttachFileIcon />
                              </Button>
                            ))}
                            {mail.attachments.length === 0 && '—'}
                          </Stack>
                        </TableCell>
                      </TableRow>
                      {isOpen && (
                        <TableRow>
                          <TableCell />
                          <TableCell colSpan={columns.length}>
                            <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
                              <Typography variant="body2" component="span">
                                {mail.body}
                              </Typography>
                            </Box>
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {data && <PagedTablePagination total={data.total} page={page} onChange={setPage} />}
        </>
      )}
    </Card>
  );
};
