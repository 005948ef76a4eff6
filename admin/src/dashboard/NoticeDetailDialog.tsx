import type { NoticeDetailView } from '@jobmarket/contracts/system/notices';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadFailed } from './LoadFailed';
import { formatDateTime } from './localDates';
import { useApiData } from './useApiData';
import { useDashboardLocale } from './useDashboardLocale';

/** One notice as its recipient reads it (`GET /notices/{id}/detail`, which marks it read). */
export const NoticeDetailDialog = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const { data, error, reload } = useApiData<NoticeDetailView>(`/notices/${id}/detail`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dashboard-notice-title">
      <DialogTitle id="dashboard-notice-title">{data ? data.title : <Skeleton width="60%" />}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <LoadFailed onRetry={reload} />
        ) : data ? (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {[data.publisherName && translate('admin.dashboard.notices.publishedBy', { name: data.publisherName }), formatDateTime(data.publishTime, locale)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {/* the api sanitises notice content when it is written (allow-listed tags, no scripts or handlers) */}
            <Box sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: data.content }} />
          </>
        ) : (
          <Box aria-busy="true">
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('admin.dashboard.notices.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
