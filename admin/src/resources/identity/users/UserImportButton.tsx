import UploadIcon from '@mui/icons-material/Upload';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';

interface ImportResult {
  imported: number;
  rejected: number;
  errors: { row: number; reason: string }[];
}

/** POST /users/import?deptId= with the chosen xlsx, then a dialog with the counts and each rejected row's reason. */
export const UserImportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { filterValues } = useListContext();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<ImportResult | undefined>();
  const [isPending, setPending] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    const deptId = filterValues.deptId as number | undefined;
    setPending(true);
    try {
      const { json } = await httpClient(`${API_BASE}/users/import${deptId ? `?deptId=${deptId}` : ''}`, { method: 'POST', body });
      const answer = (json ?? {}) as Partial<ImportResult>;
      setResult({ imported: answer.imported ?? 0, rejected: answer.rejected ?? 0, errors: answer.errors ?? [] });
      refresh();
    } catch (error) {
      notify((error as Error | undefined)?.message || 'resources.users.messages.uploadFailed', { type: 'error' });
    } finally {
      setPending(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input ref={input} type="file" accept=".xlsx" hidden data-testid="user-import-file" onChange={(event) => upload(event.target.files?.[0])} />
      <Button label="resources.users.actions.import" disabled={isPending} onClick={() => input.current?.click()}>
        <UploadIcon />
      </Button>
      <Dialog open={result !== undefined} onClose={() => setResult(undefined)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.users.messages.importTitle')}</DialogTitle>
        {result && (
          <DialogContent>
            <Typography>{translate('resources.users.messages.imported', { count: result.imported })}</Typography>
            <Typography>{translate('resources.users.messages.rejected', { count: result.rejected })}</Typography>
            {result.errors.length > 0 && (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.users.messages.row')}</TableCell>
                    <TableCell>{translate('resources.users.messages.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.errors.map((error, index) => (
                    <TableRow key={`${error.row}-${index}`}>
                      <TableCell>{error.row}</TableCell>
                      <TableCell>{error.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
        )}
        <DialogActions>
          <MuiButton onClick={() => setResult(undefined)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
