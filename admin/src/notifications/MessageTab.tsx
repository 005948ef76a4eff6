import { Box, Divider, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { DictionaryChip } from '../resources/system/notices/DictionaryChip';
import { useMyNotices } from './myNotices';

/**
 * The message tab: the newest notices addressed to the signed-in user personally (to chosen users, `targetType` 2 —
 * decisions and tasks sent to them), read or not; broadcasts to everyone stay on the notice tab.
 */
export function MessageTab({ size, onOpen }: { size: number; onOpen: (id: Identifier) => void }) {
  const translate = useTranslate();
  const { page, error } = useMyNotices({ page: 1, perPage: size, targetType: 2 });
  const label = translate('notice.centre.tabs.message');
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {translate('notifications.messages.explain')}
      </Typography>
      <Divider />
      {error && (
        <Typography variant="body2" color="error" role="alert" sx={{ p: 3, textAlign: 'center' }}>
          {translate(error, { _: error })}
        </Typography>
      )}
      {!error && page && page.list.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {translate('notifications.messages.empty')}
        </Typography>
      )}
      {!error && page && page.list.length > 0 && (
        <List dense disablePadding aria-label={label}>
          {page.list.map((notice) => (
            <ListItemButton key={notice.id} onClick={() => onOpen(notice.id)}>
              <ListItemText
                primary={notice.title}
                secondary={notice.publishTime}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: notice.isRead ? 400 : 600 } } }}
              />
              <Box sx={{ ml: 1, flex: 'none' }}>
                <DictionaryChip dictCode="notice_type" value={notice.type} />
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
