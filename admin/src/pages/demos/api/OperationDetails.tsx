import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MethodChip } from './MethodChip';
import { typeOf, type ApiOperation } from './openApiOperations';
import { SchemaBlock } from './SchemaBlock';
import { TryOperation } from './TryOperation';

/** One operation: method, path, summary, who may call it, its parameters and schemas, and "Try it". */
export const OperationDetails = ({ operation }: { operation: ApiOperation }) => {
  const translate = useTranslate();
  return (
    <Box component="article" aria-label={operation.id} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MethodChip method={operation.method} />
          <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {operation.path}
          </Typography>
        </Stack>
        <Typography variant="body1" sx={{ mt: 1 }}>
          {operation.summary}
        </Typography>
        <Chip
          size="small"
          sx={{ mt: 1 }}
          label={
            operation.isPublic
              ? translate('demoBasics.api.public')
              : operation.permission
                ? translate('demoBasics.api.permission', { permission: operation.permission })
                : translate('demoBasics.api.signedIn')
          }
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {translate('demoBasics.api.parameters')}
        </Typography>
        {operation.parameters.length === 0 ? (
          <Typography variant="body2">{translate('demoBasics.api.noParameters')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('demoBasics.api.parameters')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('demoBasics.api.name')}</TableCell>
                <TableCell>{translate('demoBasics.api.in')}</TableCell>
                <TableCell>{translate('demoBasics.api.required')}</TableCell>
                <TableCell>{translate('demoBasics.api.type')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {operation.parameters.map((parameter) => (
                <TableRow key={`${parameter.in}:${parameter.name}`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{parameter.name}</TableCell>
                  <TableCell>{parameter.in}</TableCell>
                  <TableCell>{translate(parameter.required ? 'demoBasics.api.yes' : 'demoBasics.api.no')}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{typeOf(parameter.schema)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
      {operation.requestSchema !== undefined ? <SchemaBlock title={translate('demoBasics.api.requestBody')} value={operation.requestSchema} /> : null}
      {operation.responseSchema !== undefined ? <SchemaBlock title={translate('demoBasics.api.response')} value={operation.responseSchema} /> : null}
      <TryOperation key={operation.id} operation={operation} />
    </Box>
  );
};
