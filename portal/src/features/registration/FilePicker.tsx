import { REGISTRATION_FILE_MAX_MB, type UploadRule } from '@jobmarket/contracts';
import { Box, Button, FormControl, FormHelperText, FormLabel, IconButton, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { CloseIcon, PictureAsPdfIcon } from '../../app/icons';
import { useObjectUrl } from '../../app/useObjectUrl';
import { useI18n } from '../../i18n/I18nContext';
import { checkFile } from './fileChecks';

interface FilePickerProps {
  label: string;
  rule: UploadRule;
  files: File[];
  onChange: (files: File[]) => void;
  /** A message from the form (required) or the api (type, size). */
  error?: string;
}

const Preview = ({ file, onRemove, removeLabel }: { file: File; onRemove: () => void; removeLabel: string }) => {
  const isImage = file.type.startsWith('image/');
  const url = useObjectUrl(isImage ? file : undefined);
  return (
    <Box sx={{ position: 'relative', width: 96, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, textAlign: 'center' }}>
      {url ? (
        <img src={url} alt={file.name} style={{ width: '100%', height: 72, objectFit: 'cover', borderRadius: 4 }} />
      ) : (
        <PictureAsPdfIcon color="error" sx={{ fontSize: 56, height: 72 }} />
      )}
      <Typography variant="caption" noWrap component="p" title={file.name}>
        {file.name}
      </Typography>
      <IconButton size="small" aria-label={removeLabel} onClick={onRemove} sx={{ position: 'absolute', top: -10, right: -10, bgcolor: 'background.paper', boxShadow: 1 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/** Chooses files for one upload field: type checked by bytes, size and count by the contract's rule, with previews. */
export const FilePicker = ({ label, rule, files, onChange, error }: FilePickerProps) => {
  const { t } = useI18n();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const accept = rule.kinds.map((kind) => (kind === 'pdf' ? 'application/pdf,.pdf' : kind === 'png' ? 'image/png,.png' : 'image/jpeg,.jpg,.jpeg')).join(',');
  const shown = problem ?? error;

  async function add(chosen: FileList | null) {
    if (!chosen) return;
    let next = files;
    let found: string | undefined;
    for (const file of Array.from(chosen)) {
      const reason = await checkFile(file, rule, next.length);
      if (reason) {
        found = t(reason, { size: `${REGISTRATION_FILE_MAX_MB} MB`, count: rule.maxFiles });
        continue;
      }
      next = [...next, file];
    }
    setProblem(found);
    if (next !== files) onChange(next);
    if (input.current) input.current.value = '';
  }

  return (
    <FormControl error={Boolean(shown)} fullWidth>
      <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {files.map((file, index) => (
          <Preview key={`${file.name}-${index}`} file={file} removeLabel={t('portal.files.remove', { name: file.name })} onRemove={() => onChange(files.filter((_, at) => at !== index))} />
        ))}
        {files.length < rule.maxFiles && (
          <Button variant="outlined" component="label" htmlFor={inputId}>
            {t('portal.files.choose')}
          </Button>
        )}
      </Stack>
      <input
        id={inputId}
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={rule.maxFiles > 1}
        aria-label={label}
        onChange={(event) => void add(event.target.files)}
      />
      <FormHelperText role={shown ? 'alert' : undefined}>
        {shown ?? t(rule.kinds.includes('pdf') ? 'portal.files.hintDocuments' : 'portal.files.hintImage', { size: `${REGISTRATION_FILE_MAX_MB} MB`, count: rule.maxFiles })}
      </FormHelperText>
    </FormControl>
  );
};
