import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Dialog, DialogContent, DialogTitle, FormLabel, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { namedIcons } from '../../../layout/menu/menuIcons';

const iconNames = Object.keys(namedIcons).sort();

/** The named icon, or nothing for a name the sidebar does not know. */
export const NamedIcon = ({ name }: { name: string | null | undefined }) => {
  const Icon = name ? namedIcons[name] : undefined;
  return Icon ? <Icon fontSize="small" /> : null;
};

/** Picks one of the icons the sidebar can draw (layout/menu/menuIcons.tsx) from a searchable grid. */
export const MenuIconInput = ({ source = 'icon' }: { source?: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chosen = typeof field.value === 'string' && field.value ? field.value : null;
  const matches = iconNames.filter((name) => name.includes(search.trim().toLowerCase()));

  const pick = (name: string) => {
    field.onChange(name);
    setOpen(false);
    setSearch('');
  };

  return (
    <Box sx={{ mb: 2 }}>
      <FormLabel sx={{ display: 'block', fontSize: '0.75rem', mb: 0.5 }}>{translate('resources.menus.fields.icon')}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box data-testid="chosen-menu-icon" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
          <NamedIcon name={chosen} />
          <Typography variant="body2" color={chosen ? 'textPrimary' : 'textSecondary'}>
            {chosen ?? translate('resources.menus.icons.none')}
          </Typography>
        </Box>
        <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
          {translate('resources.menus.icons.choose')}
        </Button>
        {chosen && (
          <Tooltip title={translate('resources.menus.icons.clear')}>
            <IconButton size="small" aria-label={translate('resources.menus.icons.clear')} onClick={() => field.onChange(null)}>
              <ClearIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('resources.menus.icons.choose')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            size="small"
            margin="dense"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={translate('resources.menus.icons.search')}
            slotProps={{
              htmlInput: { 'aria-label': translate('resources.menus.icons.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box role="listbox" aria-label={translate('resources.menus.icons.choose')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mt: 1 }}>
            {matches.map((name) => (
              <Button
                key={name}
                role="option"
                aria-selected={name === chosen}
                variant={name === chosen ? 'contained' : 'text'}
                onClick={() => pick(name)}
                sx={{ flexDirection: 'column', textTransform: 'none', gap: 0.5, py: 1 }}
              >
                <NamedIcon name={name} />
                <Typography variant="caption">{name}</Typography>
              </Button>
            ))}
          </Box>
          {matches.length === 0 && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {translate('resources.menus.icons.noMatch')}
            </Typography>
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
};
