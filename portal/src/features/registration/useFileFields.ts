import { type UploadField, uploadRules } from '@jobmarket/contracts';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18nContext';

/** The chosen files of a registration's upload fields, their "required" checks and their place in the multipart body. */
export function useFileFields<Field extends UploadField>(fields: readonly Field[]) {
  const { t } = useI18n();
  const [files, setFiles] = useState(() => Object.fromEntries(fields.map((field) => [field, [] as File[]])) as Record<Field, File[]>);

  /** Field → "please add a file" for each field holding fewer files than its rule asks. */
  const missing = () =>
    Object.fromEntries(fields.filter((field) => files[field].length < uploadRules[field].minFiles).map((field) => [field, t('portal.files.required')])) as Partial<Record<Field, string>>;

  const appendTo = (body: FormData) => {
    for (const field of fields) for (const file of files[field]) body.append(field, file, file.name);
  };

  const pickerProps = (field: Field) => ({
    rule: uploadRules[field],
    files: files[field],
    onChange: (next: File[]) => setFiles((current) => ({ ...current, [field]: next })),
  });

  return { files, missing, appendTo, pickerProps };
}
