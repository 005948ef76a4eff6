import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { DemoPage } from '../DemoPage';
import { UploadItemCard, type UploadItem } from './UploadItemCard';
import { UploadRefused, uploadWithProgress } from './uploadWithProgress';

/** What the "renamed text file" button sends: plain text under a picture's name and type, which the api must refuse by its bytes. */
export const renamedTextFile = () => new File(['This is plain text, renamed to look like a picture.\n'], 'renamed-text.png', { type: 'image/png' });

/** The api's default image limit (system settings `upload.imageMaxMb`: 2 MB). */
const DEFAULT_IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

/** A PNG by its bytes, one byte over the default image limit: the api refuses it by size (a PDF that large would pass). */
export const oversizedPicture = () => {
  const bytes = new Uint8Array(DEFAULT_IMAGE_LIMIT_BYTES + 1);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'too-large.png', { type: 'image/png' });
};

let nextKey = 0;

/** Picked files going up one request each (`POST /files` takes one file), each with its own progress and verdict. */
function useUploads() {
  const translate = useTranslate();
  const [items, setItems] = useState<UploadItem[]>([]);
  const aborts = useRef(new Set<AbortController>());
  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, next: UploadItem) => setItems((current) => current.map((item) => (item.key === key ? next : item)));

  const add = useCallback(
    (files: readonly File[], replace: boolean) => {
      const added = files.map((file): UploadItem => ({ key: `upload-${++nextKey}`, name: file.name, size: file.size, status: 'uploading', percent: 0 }));
      setItems((current) => (replace ? added : [...current, ...added]));
      files.forEach((file, index) => {
        const { key } = added[index]!;
        const controller = new AbortController();
        aborts.current.add(controller);
        uploadWithProgress(file, (progress) => update(key, { key, name: file.name, size: file.size, status: 'uploading', percent: Math.min(progress.percent, 99) }), controller.signal)
          .then((stored) => update(key, { key, name: file.name, size: file.size, status: 'stored', percent: 100, storedName: stored.name, url: stored.url }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            // the api's msg is already in the reader's language; our own failures (no answer, session ended) are catalog keys
            const reason = String((error as Error).message);
            const message = error instanceof UploadRefused && error.fromApi ? reason : translate(reason, { _: reason });
            setItems((current) => current.map((item) => (item.key === key ? { key, name: file.name, size: file.size, status: 'refused', percent: item.percent, message } : item)));
          })
          .finally(() => aborts.current.delete(controller));
      });
    },
    [translate],
  );

  const remove = (key: string) => setItems((current) => current.filter((item) => item.key !== key));
  return { items, add, remove };
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const PickButton = ({ label, multiple, onPick, testId }: { label: string; multiple: boolean; onPick: (files: File[]) => void; testId: string }) => (
  <Button variant="contained" component="label" startIcon={<CloudUploadIcon />} sx={{ justifySelf: 'start' }}>
    {label}
    <input
      hidden
      type="file"
      multiple={multiple}
      data-testid={testId}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        if (files.length > 0) onPick(files);
      }}
    />
  </Button>
);

/**
 * The upload demo: one file and several files through `POST /files` with progress bars, the api's checks by bytes and
 * size (a renamed text file is refused with the api's own message), a preview of stored pictures and PDFs read with the
 * token, and deleting a stored file after a confirmation (`DELETE /files?filePath=`).
 */
export const UploadDemoPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const single = useUploads();
  const multiple = useUploads();

  const deleter = (remove: (key: string) => void) => async (item: UploadItem & { status: 'stored' }) => {
    try {
      await httpClient(`${API_BASE}/files?filePath=${encodeURIComponent(item.url)}`, { method: 'DELETE' });
      remove(item.key);
      notify('demoWidgets.upload.deleted', { type: 'success', messageArgs: { name: item.storedName } });
    } catch (error) {
      notify(String((error as Error).message || 'demoWidgets.upload.deleteFailed'), { type: 'error' });
    }
  };

  return (
    <DemoPage
      fallbackTitle="menus.demo.upload"
      intro="demoWidgets.upload.intro"
      source={['admin/src/pages/demos/upload/', 'api/src/modules/files/routes.ts', 'contracts/src/registration/uploads.ts']}
    >
      <Alert severity="info" role="note">{translate('demoWidgets.upload.rules')}</Alert>
      <Section title={translate('demoWidgets.upload.single')}>
        <PickButton label={translate('demoWidgets.upload.chooseOne')} multiple={false} testId="upload-single" onPick={(files) => single.add(files.slice(0, 1), true)} />
        {single.items.map((item) => (
          <UploadItemCard key={item.key} item={item} onDelete={deleter(single.remove)} />
        ))}
      </Section>
      <Section title={translate('demoWidgets.upload.multiple')}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PickButton label={translate('demoWidgets.upload.chooseMany')} multiple testId="upload-multiple" onPick={(files) => multiple.add(files, false)} />
          <Button variant="outlined" onClick={() => multiple.add([renamedTextFile()], false)}>
            {translate('demoWidgets.upload.tryRenamed')}
          </Button>
          <Button variant="outlined" onClick={() => multiple.add([oversizedPicture()], false)}>
            {translate('demoWidgets.upload.tryOversized')}
          </Button>
        </Box>
        {multiple.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('demoWidgets.upload.nothingYet')}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {multiple.items.map((item) => (
            <UploadItemCard key={item.key} item={item} onDelete={deleter(multiple.remove)} />
          ))}
        </Box>
      </Section>
    </DemoPage>
  );
};
