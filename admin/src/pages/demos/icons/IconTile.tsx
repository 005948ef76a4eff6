import { Box, Button, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MenuIcon } from '../../../layout/menu/menuIcons';
import type { MenuIconName } from './menuIconSet';

/** One icon as the sidebar draws a menu carrying its name; a click copies the name. */
export const IconTile = ({ icon, onCopy }: { icon: MenuIconName; onCopy: (name: string) => void }) => {
  const translate = useTranslate();
  const note = !icon.isDrawn ? translate('demoBasics.icons.originOnly') : !icon.isOrigin ? translate('demoBasics.icons.adminOnly') : undefined;
  const tile = (
    <Button
      aria-label={translate('demoBasics.icons.copy', { name: icon.name })}
      onClick={() => onCopy(icon.name)}
      color={icon.isDrawn ? 'primary' : 'inherit'}
      sx={{ flexDirection: 'column', gap: 0.5, py: 1.5, width: '100%', textTransform: 'none', border: 1, borderColor: 'divider', borderStyle: icon.isDrawn ? 'solid' : 'dashed' }}
    >
      <MenuIcon node={{ path: `/${icon.name}`, label: icon.name, iconName: icon.name }} />
      <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
        {icon.name}
      </Typography>
    </Button>
  );
  return (
    <Box role="listitem">
      {note ? (
        <Tooltip title={note} describeChild>
          {tile}
        </Tooltip>
      ) : (
        tile
      )}
    </Box>
  );
};
