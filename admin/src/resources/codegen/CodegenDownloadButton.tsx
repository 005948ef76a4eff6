import DownloadIcon from '@mui/icons-material/Download';
import { Tooltip } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { downloadZip } from './codegenApi';

/** The saved configuration's files as a zip (sys:codegen:download); an unsaved configuration has nothing to download yet. */
export const CodegenDownloadButton = ({ tableName, isSaved }: { tableName: string | undefined; isSaved: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    if (!tableName) return;
    setDownloading(true);
    try {
      await downloadZip(tableName);
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'codegenScreen.download.failed', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  const button = (
    <Button label="codegenScreen.download.label" onClick={() => void download()} disabled={!isSaved || !tableName || isDownloading}>
      <DownloadIcon />
    </Button>
  );
  // a disabled button gets no pointer events: the span carries the explanation
  return isSaved ? button : <Tooltip title={translate('codegenScreen.download.saveFirst')}><span>{button}</span></Tooltip>;
};
