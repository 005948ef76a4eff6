import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { FILES_PATH, REGISTRATION_FILE_MAX_MB, type UploadedFile } from '@jobmarket/contracts';
import { uploadProblemOf, uploadRules } from '@jobmarket/contracts/registration/uploads';
import { useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ProfileAvatar } from '../../profile/ProfileAvatar';
import { httpClient } from '../../providers/httpClient';

/**
 * The counselor's photo (`avatarUrl`): the picture or their initials, "Upload photo" (a JPG or PNG judged by its bytes
 * and size before it goes, then `POST /files`) and "Remove photo". The form keeps the stored file's address; the api
 * resolves it when the profile is saved.
 */
export function CounselorAvatarInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'avatarUrl' });
  const name = useWatch({ name: 'name' }) as string | undefined;
  const picker = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ status: 'idle' | 'uploading' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const url = typeof field.value === 'string' && field.value ? field.value : null;

  const upload = async (file: File) => {
    const problem = await uploadProblemOf(file, uploadRules.avatar);
    if (problem) {
      setState({ status: 'failed', message: translate('resources.counselors.form.avatarRefused', { size: REGISTRATION_FILE_MAX_MB }) });
      return;
    }
    setState({ status: 'uploading' });
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = (await httpClient(FILES_PATH, { method: 'POST', body: form })).json as UploadedFile;
      field.onChange(uploaded.url);
      setState({ status: 'idle' });
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      setState({ status: 'failed', message: `${translate('resources.counselors.form.avatarFailed')}${reason ? ` ${translate(reason, { _: reason })}` : ''}` });
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <ProfileAvatar name={name || '?'} src={url} size={64} />
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('counseling.fields.avatar')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button size="small" variant="outlined" onClick={() => picker.current?.click()} disabled={state.status === 'uploading'}>
            {translate('resources.counselors.form.avatarChoose')}
          </Button>
          {url && (
            <Button size="small" onClick={() => field.onChange(null)} disabled={state.status === 'uploading'}>
              {translate('resources.counselors.form.avatarRemove')}
            </Button>
          )}
          {state.status === 'uploading' && <CircularProgress size={20} aria-label={translate('resources.counselors.form.avatarUploading')} />}
        </Box>
        {state.status === 'failed' && (
          <Typography variant="caption" color="error" role="alert">
            {state.message}
          </Typography>
        )}
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          data-testid="counselor-avatar-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Box>
    </Box>
  );
}
