import { Alert, Box, Button, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { formatMoment } from '../format/resumeDates';
import { useResumeHistory } from '../resumeQueries';
import { resumeHistoryRows } from './resumeHistoryText';

/** `GET /resumes/{id}/history`: what happened to my resume, newest first, in words. */
export const ResumeHistory = ({ resumeId }: { resumeId: number }) => {
  const { t, locale } = useI18n();
  const { me } = useSession();
  const history = useResumeHistory(resumeId);
  if (history.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('portal.common.loading')} />;
  if (history.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {t('portal.resumes.common.retry')}
          </Button>
        }
      >
        {history.error.message}
      </Alert>
    );
  const rows = resumeHistoryRows(history.data, String(me?.userId ?? ''), t);
  if (rows.length === 0) return <Typography color="text.secondary">{t('portal.resumes.history.empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('portal.resumes.history.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('portal.resumes.history.when')}</TableCell>
            <TableCell>{t('portal.resumes.history.who')}</TableCell>
            <TableCell>{t('portal.resumes.history.what')}</TableCell>
            <TableCell>{t('portal.resumes.history.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.revision} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={row.time}>{formatMoment(locale, row.time)}</time>
              </TableCell>
              <TableCell>{row.who}</TableCell>
              <TableCell>{row.what}</TableCell>
              <TableCell>
                {row.details.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    —
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {row.details.map((line) => (
                      <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Typography>
                    ))}
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
