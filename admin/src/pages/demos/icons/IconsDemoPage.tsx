import SearchIcon from '@mui/icons-material/Search';
import { Box, Card, CardContent, InputAdornment, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DemoPage } from '../DemoPage';
import { IconTile } from './IconTile';
import { menuIconSet, searchIcons } from './menuIconSet';

/** demo/icons/index: every name of the menu icon set as the sidebar draws it, searchable; a click copies the name. */
export const IconsDemoPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const icons = useMemo(() => menuIconSet(), []);
  const matching = searchIcons(icons, search);

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
      notify('demoBasics.icons.copied', { type: 'success', messageArgs: { name } });
    } catch {
      notify('demoBasics.icons.copyFailed', { type: 'warning', messageArgs: { name } });
    }
  };

  return (
    <DemoPage
      fallbackTitle="menus.demo.icons"
      intro="demoBasics.icons.intro"
      source={['admin/src/layout/menu/menuIcons.tsx', 'contracts/src/identity/originMenuIcons.ts', 'admin/src/pages/demos/icons/IconsDemoPage.tsx']}
    >
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={translate('demoBasics.icons.search')}
              slotProps={{
                htmlInput: { 'aria-label': translate('demoBasics.icons.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography variant="body2" color="text.secondary" role="status">
              {translate('demoBasics.icons.count', { count: matching.length, total: icons.length })}
            </Typography>
          </Box>
          {matching.length === 0 ? (
            <Typography variant="body2">{translate('demoBasics.icons.noMatch')}</Typography>
          ) : (
            <Box role="list" aria-label={translate('menus.demo.icons')} sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
              {matching.map((icon) => (
                <IconTile key={icon.name} icon={icon} onCopy={copy} />
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    </DemoPage>
  );
};
