import DownloadIcon from '@mui/icons-material/Download';
import { Tooltip } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { downloadZip } from './codegenApi';

/**
 * The table's generated files as a zip (sys:codegen:download), from its saved configuration or the one derived from its
 * columns — not from unsaved edits, which the tooltip says.
 */
export const CodegenDownloadButton = ({ tableName }: { tableName: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadZip(tableName);
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'codegenScreen.download.failed', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Tooltip title={translate('codegenScreen.download.hint')}>
      <span>
        <Button label="codegenScreen.download.label" onClick={() => void download()} disabled={isDownloading}>
          <DownloadIcon />
        </Button>
      </span>
    </Tooltip>
  );
};
