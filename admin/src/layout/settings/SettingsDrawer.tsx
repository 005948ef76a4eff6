import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import {
  Box,
  Button,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { layouts, sizes, themeModes, usePreferences, type LayoutMode, type Preferences, type ThemeMode } from '../../preferences';
import { themeColorPresets } from './themeColorPresets';

const themeIcons: Record<ThemeMode, ReactNode> = {
  light: <LightModeOutlinedIcon fontSize="small" />,
  dark: <DarkModeOutlinedIcon fontSize="small" />,
  auto: <SettingsBrightnessOutlinedIcon fontSize="small" />,
};

/** A small picture of each layout: where the menus go. */
const LayoutPicture = ({ layout }: { layout: LayoutMode }) => (
  <Box
    aria-hidden
    sx={{
      width: 44,
      height: 32,
      borderRadius: 0.5,
      border: 1,
      borderColor: 'divider',
      bgcolor: 'action.hover',
      display: 'grid',
      gap: '2px',
      p: '2px',
      gridTemplateColumns: layout === 'top' ? '1fr' : '10px 1fr',
      gridTemplateRows: '7px 1fr',
      gridTemplateAreas: layout === 'left' ? '"side top" "side main"' : layout === 'top' ? '"top" "main"' : '"top top" "side main"',
      '& > *': { borderRadius: '1px' },
    }}
  >
    <Box sx={{ gridArea: 'top', bgcolor: layout === 'left' ? 'text.disabled' : 'primary.main' }} />
    {layout === 'top' ? null : <Box sx={{ gridArea: 'side', bgcolor: 'primary.main', opacity: layout === 'mix' ? 0.6 : 1 }} />}
    <Box sx={{ gridArea: 'main', bgcolor: 'background.paper' }} />
  </Box>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
      <Typography id={id} variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
};

/** The interface settings (spec §2 chrome): every change applies at once and is saved in this browser. */
export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { preferences, update, reset } = usePreferences();
  const titleId = useId();
  const toggle = (key: keyof Pick<Preferences, 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'watermarkEnabled'>, label: string) => (
    <FormControlLabel
      control={<Switch checked={preferences[key]} onChange={(event) => update({ [key]: event.target.checked })} />}
      label={label}
      labelPlacement="start"
      sx={{ mx: 0, py: 0.5, justifyContent: 'space-between' }}
    />
  );
  const isCustomColor = !themeColorPresets.some((preset) => preset.toLowerCase() === preferences.themeColor.toLowerCase());

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 340 } } } }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('admin.settings.title')}
        </Typography>
        <IconButton aria-label={translate('admin.settings.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 2, overflowY: 'auto' }}>
        <Section title={translate('admin.settings.theme.label')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={preferences.theme}
            onChange={(_, theme: ThemeMode | null) => theme && update({ theme })}
            aria-label={translate('admin.settings.theme.label')}
          >
            {themeModes.map((mode) => (
              <ToggleButton key={mode} value={mode} sx={{ flexDirection: 'column', gap: 0.5, textTransform: 'none', py: 1 }}>
                {themeIcons[mode]}
                {translate(`admin.settings.theme.${mode}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>

        <Section title={translate('admin.settings.themeColor.label')}>
          <Stack direction="row" flexWrap="wrap" gap={1} alignItems="center" sx={{ mb: 1.5 }}>
            {themeColorPresets.map((color) => {
              const selected = color.toLowerCase() === preferences.themeColor.toLowerCase();
              return (
                <Box
                  key={color}
                  component="button"
                  type="button"
                  aria-label={translate('admin.settings.themeColor.preset', { color })}
                  aria-pressed={selected}
                  onClick={() => update({ themeColor: color })}
                  sx={{
                    width: 28,
                    height: 28,
                    p: 0,
                    border: 0,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: color,
                    color: '#fff',
                    display: 'grid',
                    placeItems: 'center',
                    outlineOffset: 2,
                    boxShadow: selected ? `0 0 0 2px ${color}66` : 'none',
                  }}
                >
                  {selected ? <CheckIcon sx={{ fontSize: 18 }} /> : null}
                </Box>
              );
            })}
          </Stack>
          <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, cursor: 'pointer', typography: 'body2' }}>
              <Box
                component="input"
                type="color"
                value={preferences.themeColor.toLowerCase()}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => update({ themeColor: event.target.value })}
                sx={{
                  width: 32,
                  height: 30,
                  p: 0,
                  border: 1,
                  borderColor: isCustomColor ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
              {translate('admin.settings.themeColor.custom')}
          </Box>
        </Section>

        <Section title={translate('admin.settings.layout.label')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={preferences.layout}
            onChange={(_, layout: LayoutMode | null) => layout && update({ layout })}
            aria-label={translate('admin.settings.layout.label')}
          >
            {layouts.map((layout) => (
              <ToggleButton key={layout} value={layout} sx={{ flexDirection: 'column', gap: 0.75, textTransform: 'none', py: 1 }}>
                <LayoutPicture layout={layout} />
                {translate(`admin.settings.layout.${layout}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>

        <Section title={translate('admin.settings.size')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={preferences.size}
            onChange={(_, size: Preferences['size'] | null) => size && update({ size })}
            aria-label={translate('admin.settings.size')}
          >
            {sizes.map((size) => (
              <ToggleButton key={size} value={size} sx={{ textTransform: 'none' }}>
                {translate(`admin.layout.size.${size}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Section>

        <Section title={translate('admin.settings.interface')}>
          <Stack>
            {toggle('tagsView', translate('admin.settings.tagsView'))}
            {toggle('fixedHeader', translate('admin.settings.fixedHeader'))}
            {toggle('sidebarLogo', translate('admin.settings.sidebarLogo'))}
            {toggle('watermarkEnabled', translate('admin.settings.watermark'))}
            <TextField
              label={translate('admin.settings.watermarkContent')}
              helperText={translate('admin.settings.watermarkContentHelp')}
              value={preferences.watermarkContent}
              disabled={!preferences.watermarkEnabled}
              onChange={(event) => update({ watermarkContent: event.target.value.slice(0, 100) })}
              variant="outlined"
              size="small"
              margin="dense"
              fullWidth
            />
          </Stack>
        </Section>

        <Divider />
        <Box sx={{ py: 2 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('admin.settings.savedLocally')}
          </Typography>
          <Button variant="outlined" onClick={reset} fullWidth>
            {translate('admin.settings.reset')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
};
