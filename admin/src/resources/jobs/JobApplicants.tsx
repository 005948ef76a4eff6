import type { JobApplicantRow } from '@jobmarket/contracts/jobs/views';
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { API_BASE, httpClient } from '../../providers/httpClient';

const PAGE_SIZE = 10;

type Loaded = { status: 'loading' } | { status: 'failed'; message?: string } | { status: 'loaded'; list: JobApplicantRow[]; total: number };

/**
 * The job-seeker sub-view (spec §2): who applied to this job (`GET /jobs/{id}/applicants`), newest first. Applications
 * are delivery orders, so the list stays empty until those exist — and says so.
 */
export function JobApplicants() {
  const job = useRecordContext<{ id: Identifier }>();
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    if (!job) return undefined;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    const query = new URLSearchParams({ pageNum: String(page + 1), pageSize: String(PAGE_SIZE) });
    httpClient(`${API_BASE}/jobs/${encodeURIComponent(String(job.id))}/applicants?${query}`, { signal: controller.signal })
      .then(({ json }) => {
        const answer = json as { list?: JobApplicantRow[]; total?: number };
        setLoaded({ status: 'loaded', list: answer.list ?? [], total: answer.total ?? 0 });
      })
      .catch((error: Error | undefined) => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: error?.message });
      });
    return () => controller.abort();
  }, [job, page]);

  if (loaded.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (loaded.status === 'failed') return <Alert severity="error">{loaded.message ? translate(loaded.message, { _: loaded.message }) : translate('ra.notification.http_error')}</Alert>;
  if (loaded.total === 0) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('resources.jobs.applicants.empty')}
      </Typography>
    );
  }
  const column = (name: string) => translate(`resources.jobs.applicants.fields.${name}`);
  return (
    <>
      <Table size="small" aria-label={translate('resources.jobs.tabs.applicants')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('seekerName')}</TableCell>
            <TableCell>{column('appliedTime')}</TableCell>
            <TableCell>{column('status')}</TableCell>
            <TableCell>{column('resume')}</TableCell>
            <TableCell>{column('deliveryOrderId')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded.list.map((applicant) => (
            <TableRow key={applicant.deliveryOrderId}>
              <TableCell>{applicant.seekerName}</TableCell>
              <TableCell>{applicant.appliedTime}</TableCell>
              <TableCell>{translate(`resources.jobs.applicants.status.${applicant.status}`, { _: applicant.status })}</TableCell>
              <TableCell>{applicant.resumeId ?? '—'}</TableCell>
              <TableCell>{applicant.deliveryOrderId}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {loaded.total > PAGE_SIZE && (
        <TablePagination component="div" count={loaded.total} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next)} />
      )}
    </>
  );
}
