import type { OperationLogView } from '@jobmarket/contracts';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const detailFields = ['module', 'content', 'operator', 'createTime', 'requestUri', 'method', 'ip', 'region', 'browser', 'os', 'executionTime'] as const;

/** Every column of one operation, for rows whose content or address is too long for the table. */
export const LogDetailDialog = ({ record, onClose }: { record: OperationLogView; onClose: () => void }) => {
  const translate = useTranslate();
  const valueOf = (field: (typeof detailFields)[number]) => {
    const value = record[field];
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'executionTime') return translate('resources.logs.milliseconds', { ms: value });
    return String(value);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="log-detail-title">
      <DialogTitle id="log-detail-title">{translate('resources.logs.detailTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
          {detailFields.map((field) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`resources.logs.fields.${field}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {valueOf(field)}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.logs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
