import ClearIcon from '@mui/icons-material/Clear';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { FILES_PATH, type UploadedFile } from '@jobmarket/contracts';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../../providers/httpClient';
import { DemoPage } from '../DemoPage';
import { StoredFilePreview } from '../upload/StoredFilePreview';

const PAD_HEIGHT = 220;

/** The canvas' PNG as a file to upload (signature_pad answers a data URL). */
export function pngFileOf(dataUrl: string, name: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], name, { type: 'image/png' });
}

type SaveState = { status: 'idle' | 'saving' } | { status: 'failed'; message: string } | { status: 'saved'; file: UploadedFile };

/**
 * The signature demo: draw with signature_pad, clear, and save the drawing as a PNG through the files api
 * (`POST /files`, the admin's http client as every upload of the back office), then show the stored file back from
 * its url — read with the token, since files are private.
 */
export const SignatureDemoPage = () => {
  const translate = useTranslate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a237e', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const fit = () => {
      // the backing store follows the screen's pixel ratio, or strokes look blurred; resizing clears the canvas, so
      // the strokes are drawn again from signature_pad's point data (as its documentation advises)
      const strokes = pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth || canvas.parentElement?.offsetWidth || 600;
      canvas.width = width * ratio;
      canvas.height = PAD_HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
      setHasInk(!pad.isEmpty());
    };
    fit();
    const ended = () => setHasInk(!pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setHasInk(false);
  };

  const store = async () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return;
    setSave({ status: 'saving' });
    try {
      const body = new FormData();
      body.append('file', pngFileOf(pad.toDataURL('image/png'), `signature-${Date.now()}.png`));
      const stored = (await httpClient(FILES_PATH, { method: 'POST', body })).json as UploadedFile;
      setSave({ status: 'saved', file: stored });
    } catch (error) {
      setSave({ status: 'failed', message: String((error as Error).message) });
    }
  };

  return (
    <DemoPage fallbackTitle="menus.demo.signature" intro="demoWidgets.signature.intro" source={['admin/src/pages/demos/signature/SignatureDemoPage.tsx', 'api/src/modules/files/routes.ts']}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('demoWidgets.signature.hint')}
          </Typography>
          <Box sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', height: PAD_HEIGHT }}>
            <canvas ref={canvasRef} aria-label={translate('demoWidgets.signature.pad')} role="img" data-testid="signature-pad" style={{ width: '100%', height: PAD_HEIGHT, display: 'block', cursor: 'crosshair' }} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ClearIcon />} onClick={clear} disabled={!hasInk || save.status === 'saving'}>
              {translate('demoWidgets.signature.clear')}
            </Button>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void store()} disabled={!hasInk || save.status === 'saving'}>
              {translate(save.status === 'saving' ? 'demoWidgets.signature.saving' : 'demoWidgets.signature.save')}
            </Button>
          </Box>
          {!hasInk && save.status === 'idle' && (
            <Typography variant="caption" color="text.secondary">
              {translate('demoWidgets.signature.empty')}
            </Typography>
          )}
          {save.status === 'failed' && (
            <Alert severity="error" role="alert">
              {translate('demoWidgets.signature.saveFailed', { message: translate(save.message, { _: save.message }) })}
            </Alert>
          )}
        </CardContent>
      </Card>
      {save.status === 'saved' && (
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('demoWidgets.signature.saved')}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {translate('demoWidgets.signature.storedAs', { name: save.file.name, url: save.file.url })}
            </Typography>
            <StoredFilePreview url={save.file.url} name={translate('demoWidgets.signature.savedAlt')} />
          </CardContent>
        </Card>
      )}
    </DemoPage>
  );
};
