import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { FILES_PATH, type UploadedFile } from '@jobmarket/contracts';
import { useState } from 'react';
import { Form, ResourceContextProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { API_BASE, httpClient } from '../../../providers/httpClient';
import { NoticeContentInput } from '../../../resources/system/notices/NoticeContentInput';
import { DemoPage } from '../DemoPage';
import { StoredFilePreview } from '../upload/StoredFilePreview';

/** Text inside the sample's markup (the words come from the catalog, so they are escaped as HTML text). */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the page starts with: ordinary formatting next to what the sanitiser must remove, in the reader's language. */
export function hostileSample(translate: (key: string) => string): string {
  const text = (key: string) => escapeText(translate(`demoWidgets.richText.sample.${key}`));
  return (
    `<h2>${text('heading')}</h2><p onclick="steal()">${text('before')} <strong>${text('strong')}</strong> ${text('after')}</p>` +
    `<script>alert("xss")</script><p><span onmouseover="alert(1)">${text('hover')}</span> · <a href="javascript:alert(2)">${text('badLink')}</a> · ` +
    `<a href="https://example.com" target="_blank">${text('goodLink')}</a></p><p style="color:red">${text('styled')}</p><iframe src="https://example.com"></iframe>`
  );
}

export interface SanitizedHtml {
  input: string;
  stored: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const HtmlPane = ({ title, html, testId }: { title: string; html: string; testId: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="subtitle2" component="h3" gutterBottom>
      {title}
    </Typography>
    <Box
      component="pre"
      data-testid={testId}
      sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 320, overflow: 'auto' }}
    >
      {html}
    </Box>
  </Box>
);

const RichTextDemoBody = () => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<{ content: string }>();
  const content = (useWatch<{ content: string }>({ name: 'content' }) as string | undefined) ?? '';
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [upload, setUpload] = useState<{ status: 'idle' | 'uploading' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const [result, setResult] = useState<{ status: 'idle' | 'sending' } | { status: 'failed'; message: string } | { status: 'done'; html: SanitizedHtml }>({ status: 'idle' });

  const insertImage = async (file: File) => {
    setUpload({ status: 'uploading' });
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const stored = (await httpClient(FILES_PATH, { method: 'POST', body })).json as UploadedFile;
      setImages((current) => [...current, stored]);
      // the editor follows its field: the image goes in at the end, as the notice would store its address
      setValue('content', `${getValues('content') ?? ''}<p><img src="${escapeAttribute(stored.url)}" alt="${escapeAttribute(stored.name)}"></p>`, { shouldDirty: true });
      setUpload({ status: 'idle' });
    } catch (error) {
      setUpload({ status: 'failed', message: String((error as Error).message) });
    }
  };

  const sanitize = async () => {
    setResult({ status: 'sending' });
    try {
      const { json } = await httpClient(`${API_BASE}/demo/sanitize`, { method: 'POST', body: JSON.stringify({ html: getValues('content') ?? '' }) });
      setResult({ status: 'done', html: json as SanitizedHtml });
    } catch (error) {
      setResult({ status: 'failed', message: String((error as Error).message) });
    }
  };

  return (
    <>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <NoticeContentInput />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="outlined" component="label" startIcon={<AddPhotoAlternateIcon />} disabled={upload.status === 'uploading'}>
              {translate('demoWidgets.richText.insertImage')}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg"
                data-testid="rich-text-image"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void insertImage(file);
                }}
              />
            </Button>
            <Button variant="outlined" onClick={() => setValue('content', hostileSample(translate), { shouldDirty: true })}>
              {translate('demoWidgets.richText.loadSample')}
            </Button>
            <Button variant="contained" startIcon={<CleaningServicesIcon />} onClick={() => void sanitize()} disabled={result.status === 'sending'}>
              {translate('demoWidgets.richText.sanitize')}
            </Button>
            {(upload.status === 'uploading' || result.status === 'sending') && <CircularProgress size={20} aria-label={translate('demoWidgets.richText.working')} />}
          </Box>
          {upload.status === 'failed' && (
            <Alert severity="error" role="alert">
              {translate('demoWidgets.richText.uploadFailed', { message: translate(upload.message, { _: upload.message }) })}
            </Alert>
          )}
          {images.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {translate('demoWidgets.richText.images')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {images.map((image) => (
                  <StoredFilePreview key={image.url} url={image.url} name={image.name} height={100} />
                ))}
              </Box>
            </Box>
          )}
          <TextField
            label={translate('demoWidgets.richText.source')}
            helperText={translate('demoWidgets.richText.sourceHelp')}
            multiline
            minRows={3}
            maxRows={12}
            value={content}
            onChange={(event) => setValue('content', event.target.value, { shouldDirty: true })}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
          />
        </CardContent>
      </Card>
      {result.status === 'failed' && (
        <Alert severity="error" role="alert">
          {translate('demoWidgets.richText.sanitizeFailed', { message: translate(result.message, { _: result.message }) })}
        </Alert>
      )}
      {result.status === 'done' && (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {translate('demoWidgets.richText.result')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(result.html.input === result.html.stored ? 'demoWidgets.richText.unchanged' : 'demoWidgets.richText.changed', {
                removed: Math.max(result.html.input.length - result.html.stored.length, 0),
              })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <HtmlPane title={translate('demoWidgets.richText.input')} html={result.html.input} testId="sanitize-input" />
              <HtmlPane title={translate('demoWidgets.richText.stored')} html={result.html.stored} testId="sanitize-stored" />
            </Box>
          </CardContent>
        </Card>
      )}
    </>
  );
};

/**
 * The rich-text demo: the notices' own editor (tiptap through ra-input-rich-text, loaded on demand) with an image
 * uploaded through `POST /files`, the HTML it produces editable as source, and "Sanitise", which sends that HTML to
 * `POST /demo/sanitize` — the sanitiser notices are written with — and shows the input beside what would be stored.
 */
export const RichTextDemoPage = () => {
  const translate = useTranslate();
  return (
    <DemoPage
      fallbackTitle="menus.demo.richText"
      intro="demoWidgets.richText.intro"
      source={['admin/src/resources/system/notices/NoticeContentEditor.tsx', 'api/src/modules/system/notices/richText.ts', 'api/src/modules/demos/routes.ts']}
    >
      <ResourceContextProvider value="notices">
        <Form defaultValues={{ content: hostileSample(translate) }} onSubmit={() => undefined} sanitizeEmptyValues={false}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <RichTextDemoBody />
          </Box>
        </Form>
      </ResourceContextProvider>
    </DemoPage>
  );
};
