import type { NoticeDetailView } from '@jobmarket/contracts/system/notices';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { API_BASE, http } from '../../../providers/httpClient';
import { DictionaryChip } from './DictionaryChip';
import { RichTextContent } from './RichTextContent';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; notice: NoticeDetailView };

/**
 * One notice as its recipient reads it (GET /notices/{id}/detail). Opening it marks it read for the caller, so
 * `onRead` lets lists and the bell catch up.
 */
export function NoticeDetailDialog({ id, onClose, onRead }: { id: Identifier | undefined; onClose: () => void; onRead?: (notice: NoticeDetailView) => void }) {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // the caller's latest callback, without a new fetch each time it re-renders
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;

  useEffect(() => {
    if (id === undefined) return;
    let isCurrent = true;
    setLoaded({ state: 'loading' });
    http
      .json<NoticeDetailView>(`${API_BASE}/notices/${id}/detail`)
      .then(({ json }) => {
        if (!isCurrent) return;
        setLoaded({ state: 'loaded', notice: json });
        onReadRef.current?.(json);
      })
      .catch((error: unknown) => isCurrent && setLoaded({ state: 'failed', message: (error as Error | undefined)?.message || translate('resources.notices.messages.loadFailed') }));
    return () => {
      isCurrent = false;
    };
  }, [id, translate]);

  const notice = loaded.state === 'loaded' ? loaded.notice : undefined;
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="notice-detail-title">
      <DialogTitle id="notice-detail-title">{notice?.title ?? translate('resources.notices.name', { smart_count: 1 })}</DialogTitle>
      <DialogContent>
        {loaded.state === 'loading' && <LinearProgress />}
        {loaded.state === 'failed' && <Alert severity="error">{loaded.message}</Alert>}
        {notice && (
          <>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2, color: 'text.secondary' }}>
              <DictionaryChip dictCode="notice_type" value={notice.type} />
              <DictionaryChip dictCode="notice_level" value={notice.level} />
              {notice.publisherName && (
                <Typography variant="body2">
                  {translate('resources.notices.fields.publisherName')}: {notice.publisherName}
                </Typography>
              )}
              {notice.publishTime && (
                <Typography variant="body2">
                  {translate('resources.notices.fields.publishTime')}: {notice.publishTime}
                </Typography>
              )}
            </Stack>
            <Divider />
            <Box sx={{ pt: 1 }}>
              <RichTextContent html={notice.content} />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
