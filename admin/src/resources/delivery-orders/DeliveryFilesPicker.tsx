import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Chip, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DELIVERY_FILES_MAX } from '@jobmarket/contracts/delivery/forms';
import { acceptDeliveryFiles, deliveryFileAccept } from './deliveryFiles';

export interface PickedFile {
  name: string;
}

interface DeliveryFilesPickerProps<Item extends PickedFile> {
  label: string;
  hint: string;
  files: readonly Item[];
  /** Takes the files that passed the checks (e.g. uploads them); a refusal it throws shows under the field. */
  onAdd: (accepted: File[]) => Promise<void> | void;
  onRemove: (index: number) => void;
  /** A message key (or the api's words) to show under the field. */
  error?: string;
  isBusy?: boolean;
  required?: boolean;
}

/**
 * One or two invoice or proof files: picked files are checked by their bytes and size before anything is sent (the
 * spec's "Only jpg/png/pdf files can be uploaded", "File size cannot exceed 10MB"), the kept ones listed with a remove
 * button each.
 */
export function DeliveryFilesPicker<Item extends PickedFile>({ label, hint, files, onAdd, onRemove, error, isBusy, required }: DeliveryFilesPickerProps<Item>) {
  const translate = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const shown = problem ?? error;

  const pick = async (picked: File[]) => {
    const { files: accepted, problem: refused } = await acceptDeliveryFiles(files.length, picked);
    setProblem(refused);
    if (accepted.length > 0) await onAdd(accepted);
  };

  return (
    <FormControl error={Boolean(shown)} required={required}>
      <FormLabel htmlFor={inputId}>{translate(label)}</FormLabel>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            label={file.name}
            onDelete={() => onRemove(index)}
            deleteIcon={<CloseIcon aria-label={translate('resources.delivery-orders.audit.removeFile', { name: file.name })} />}
          />
        ))}
        {files.length < DELIVERY_FILES_MAX && (
          <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={isBusy}>
            {translate('resources.delivery-orders.audit.addFiles')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={deliveryFileAccept}
        aria-label={translate(label)}
        style={{ display: 'none' }}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          void pick(picked);
        }}
      />
      <FormHelperText>{shown ? translate(shown, { _: shown }) : translate(hint)}</FormHelperText>
    </FormControl>
  );
}
