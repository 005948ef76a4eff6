import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fillableParameters, missingParameters, requestUrlOf, type ApiOperation } from './openApiOperations';
import { SchemaBlock } from './SchemaBlock';
import { sendTry, type TryAnswer } from './tryOperation';

/** "Try it": the path and query parameters in a small form, sent as the signed-in user; the answered envelope below. */
export const TryOperation = ({ operation }: { operation: ApiOperation }) => {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<TryAnswer | null>(null);
  const [isSending, setSending] = useState(false);
  const canSend = operation.method === 'GET';
  const missing = missingParameters(operation, values);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || missing.length > 0) return;
    setSending(true);
    try {
      setAnswer(await sendTry(requestUrlOf(operation, values)));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} aria-label={translate('demoBasics.api.tryIt')} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('demoBasics.api.tryIt')}
      </Typography>
      {canSend ? null : <Alert severity="info">{translate('demoBasics.api.onlyGet')}</Alert>}
      {fillableParameters(operation).map((parameter) => (
        <TextField
          key={`${parameter.in}:${parameter.name}`}
          size="small"
          label={parameter.name}
          helperText={parameter.in}
          required={parameter.required || parameter.in === 'path'}
          disabled={!canSend}
          value={values[parameter.name] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [parameter.name]: event.target.value }))}
        />
      ))}
      {canSend ? (
        <Typography variant="caption" component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {`GET ${requestUrlOf(operation, values)}`}
        </Typography>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="small" startIcon={<SendIcon />} disabled={!canSend || isSending || missing.length > 0}>
          {translate('demoBasics.api.send')}
        </Button>
      </Box>
      {answer && 'error' in answer ? <Alert severity="error">{translate('demoBasics.api.networkError', { message: answer.error })}</Alert> : null}
      {answer && 'status' in answer ? (
        <SchemaBlock title={translate('demoBasics.api.status', { status: answer.status, ms: answer.ms })} value={answer.envelope} />
      ) : null}
    </Box>
  );
};
