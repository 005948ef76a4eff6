import { DELIVERY_FILES_MAX } from '@jobmarket/contracts';
import { Button, Chip, CircularProgress, FormControl, FormHelperText, FormLabel, IconButton, Stack } from '@mui/material';
import { useId, useRef } from 'react';
import { CloseIcon, PictureAsPdfIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { deliveryFileAccept } from './deliveryFiles';

interface DeliveryFilesFieldProps {
  label: string;
  hint: string;
  /** The files kept so far, by name. */
  names: string[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** The first reason a picked file was refused, or the form's or api's message. */
  error?: string;
  isUploading?: boolean;
}

/** One or two invoice or proof files: picked, listed with a remove button each; the caller checks and keeps them. */
export const DeliveryFilesField = ({ label, hint, names, onPick, onRemove, error, isUploading = false }: DeliveryFilesFieldProps) => {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {names.map((name, index) => (
          <Stack key={`${name}-${index}`} direction="row" sx={{ alignItems: 'center' }}>
            <Chip icon={name.toLowerCase().endsWith('.pdf') ? <PictureAsPdfIcon /> : undefined} label={name} sx={{ maxWidth: 220 }} />
            <IconButton size="small" aria-label={t('portal.delivery.invoice.remove', { name })} onClick={() => onRemove(index)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {names.length < DELIVERY_FILES_MAX && (
          <Button
            variant="outlined"
            disabled={isUploading}
            aria-describedby={helperId}
            onClick={() => input.current?.click()}
            startIcon={isUploading ? <CircularProgress size={16} aria-label={t('portal.delivery.action.uploading')} /> : undefined}
          >
            {t('portal.delivery.invoice.choose')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={deliveryFileAccept}
        aria-label={label}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (picked.length > 0) onPick(picked);
        }}
      />
      <FormHelperText id={helperId} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </FormHelperText>
    </FormControl>
  );
};
