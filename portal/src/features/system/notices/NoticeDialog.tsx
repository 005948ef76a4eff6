import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { useNoticeDetail } from './noticeQueries';

/** One notice in full; opening it marks it read. The content is the api's sanitised rich text. */
export const NoticeDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useI18n();
  const detail = useNoticeDetail(id);
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{detail.data?.title ?? t('portal.notices.title')}</DialogTitle>
      <DialogContent dividers>
        {detail.isLoading && <CircularProgress aria-label={t('portal.common.loading')} />}
        {detail.isError && <Alert severity="error">{detail.error.message}</Alert>}
        {detail.data && (
          <>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
              {t('portal.notices.byline', { publisher: detail.data.publisherName ?? '—', time: detail.data.publishTime ?? '' })}
            </Typography>
            {/* sanitised by the api on save (system/notices/richText) */}
            <Box sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: detail.data.content }} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('portal.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

export default NoticeDialog;
