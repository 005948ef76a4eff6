import type { UploadedFile } from '@jobmarket/contracts';
import { Button, Chip, CircularProgress, FormControl, FormHelperText, FormLabel, IconButton, Stack } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { CloseIcon, PictureAsPdfIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { ResumeAvatar } from '../files/ResumeAvatar';
import { acceptOf, maxMegabytesOf, resumeUploadProblemOf, resumeUploadRules, type ResumeUploadField } from './resumeUploads';

interface ResumeFileFieldProps {
  field: ResumeUploadField;
  /** The form's field the api names in its errors (`avatarUrl`, `attachmentUrls`, `originalResumeUrl`). */
  name: string;
  label: string;
  hint: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** A message from the form's check or the api. */
  error?: string;
}

/**
 * One file field of a resume: a picked file is checked by its bytes and size first, then uploaded at once
 * (`POST /files`, which checks the bytes again); the form keeps the answered `{name, url}`. A field of one file
 * (avatar, original resume) replaces it.
 */
export const ResumeFileField = ({ field, name, label, hint, files, onChange, error }: ResumeFileFieldProps) => {
  const { t } = useI18n();
  const { api } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [problem, setProblem] = useState<string>();
  const [isUploading, setUploading] = useState(false);
  const rule = resumeUploadRules[field];
  const replaces = rule.maxFiles === 1;
  const shown = problem ?? error;

  async function upload(chosen: FileList | null) {
    if (!chosen || chosen.length === 0) return;
    let next = files;
    let found: string | undefined;
    setUploading(true);
    for (const file of Array.from(chosen)) {
      const reason = await resumeUploadProblemOf(file, rule, replaces ? 0 : next.length);
      if (reason) {
        found = t(reason, { size: maxMegabytesOf(rule) });
        continue;
      }
      const body = new FormData();
      body.append('file', file, file.name);
      try {
        const uploaded = await api.request<UploadedFile>('/files', { method: 'POST', form: body });
        next = replaces ? [uploaded] : [...next, uploaded];
      } catch (failure) {
        // the api's reason when it gave one for the file (its bytes, its size), else the spec's "Upload failed"
        found = failure instanceof ApiError && failure.fieldErrors.file ? failure.fieldErrors.file : t('resumes.files.uploadFailed');
      }
    }
    setUploading(false);
    setProblem(found);
    if (next !== files) onChange(next);
    if (input.current) input.current.value = '';
  }

  return (
    <FormControl error={Boolean(shown)} fullWidth>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {field === 'avatar' && <ResumeAvatar name={label} url={files[0]?.url ?? null} alt={label} />}
        {files.map((file) => (
          <Stack key={file.url} direction="row" sx={{ alignItems: 'center' }}>
            <Chip icon={file.name.toLowerCase().endsWith('.pdf') ? <PictureAsPdfIcon /> : undefined} label={file.name} sx={{ maxWidth: 240 }} />
            <IconButton size="small" aria-label={t('portal.resumes.files.remove', { name: file.name })} onClick={() => onChange(files.filter((kept) => kept.url !== file.url))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {(replaces || files.length < rule.maxFiles) && (
          <Button
            variant="outlined"
            name={name}
            disabled={isUploading}
            aria-invalid={Boolean(shown)}
            aria-describedby={helperId}
            onClick={() => input.current?.click()}
            startIcon={isUploading ? <CircularProgress size={16} aria-label={t('portal.resumes.files.uploading')} /> : undefined}
          >
            {t(files.length > 0 && replaces ? 'portal.resumes.files.replace' : 'portal.resumes.files.upload')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(rule.kinds)}
        multiple={!replaces}
        aria-label={label}
        onChange={(event) => void upload(event.target.files)}
      />
      <FormHelperText id={helperId} role={shown ? 'alert' : undefined}>
        {shown ?? hint}
      </FormHelperText>
    </FormControl>
  );
};
