import { FILES_PATH, type UploadedFile } from '@jobmarket/contracts';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { httpClient } from '../../providers/httpClient';

/** A stored file's address as a link (nothing when none). */
export const FileLink = ({ url }: { url: string | null | undefined }) =>
  url ? (
    <Link href={url} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
      {url.split('/').pop()}
    </Link>
  ) : null;

/** One file (`POST /files`, a JPG, PNG or PDF the api judges by its bytes): the form keeps the stored file's address. */
export function DemoItemUploadInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const picker = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ status: 'idle' | 'uploading' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const url = typeof field.value === 'string' && field.value ? field.value : null;

  const upload = async (file: File) => {
    setState({ status: 'uploading' });
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = (await httpClient(FILES_PATH, { method: 'POST', body: form })).json as UploadedFile;
      field.onChange(uploaded.url);
      setState({ status: 'idle' });
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      setState({ status: 'failed', message: `${translate('demoItems.upload.failed')}${reason ? ` ${translate(reason, { _: reason })}` : ''}` });
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FileLink url={url} />
        <Button size="small" variant="outlined" onClick={() => picker.current?.click()} disabled={state.status === 'uploading'}>
          {translate('demoItems.upload.choose')}
        </Button>
        {url && (
          <Button size="small" onClick={() => field.onChange('')} disabled={state.status === 'uploading'}>
            {translate('demoItems.upload.remove')}
          </Button>
        )}
        {state.status === 'uploading' && <CircularProgress size={20} />}
      </Box>
      {state.status === 'failed' && (
        <Typography variant="caption" color="error" role="alert">
          {state.message}
        </Typography>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        accept="image/jpeg,image/png,application/pdf"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void upload(chosen);
        }}
      />
    </Box>
  );
}
