import { Box, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MethodChip } from './MethodChip';
import type { ApiOperation } from './openApiOperations';
import { groupByTag } from './openApiOperations';

/** The operations grouped by tag; the chosen one is marked. */
export const OperationList = ({ operations, selectedId, onSelect }: { operations: readonly ApiOperation[]; selectedId: string | undefined; onSelect: (id: string) => void }) => {
  const translate = useTranslate();
  if (operations.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        {translate('demoBasics.api.noMatch')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={translate('demoBasics.api.operations')} sx={{ maxHeight: '70vh', overflow: 'auto' }}>
      {groupByTag(operations).map(({ tag, operations: tagged }) => (
        <Box component="li" key={tag} aria-label={tag} sx={{ listStyle: 'none' }}>
          <Box component="ul" sx={{ p: 0 }}>
            <ListSubheader sx={{ fontWeight: 600 }}>{tag}</ListSubheader>
            {tagged.map((operation) => (
              <ListItemButton key={operation.id} selected={operation.id === selectedId} onClick={() => onSelect(operation.id)} sx={{ gap: 1 }}>
                <MethodChip method={operation.method} />
                <ListItemText
                  primary={operation.path}
                  secondary={operation.summary}
                  slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' } } }}
                />
              </ListItemButton>
            ))}
          </Box>
        </Box>
      ))}
    </List>
  );
};
