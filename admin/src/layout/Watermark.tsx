import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useGetIdentity, useTranslate } from 'react-admin';
import { usePreferences } from '../preferences';
import { watermarkColors, watermarkImage } from './watermarkImage';

/**
 * The watermark over the whole back office when enabled: the chosen text or the signed-in user's name,
 * above everything (z-index 9999) without catching a single click.
 */
export const Watermark = () => {
  const { preferences } = usePreferences();
  const { data: identity } = useGetIdentity();
  const translate = useTranslate();
  const theme = useTheme();
  if (!preferences.watermarkEnabled) return null;
  const text = preferences.watermarkContent.trim() || identity?.fullName || String(identity?.username ?? '') || translate('app.title');
  return (
    <Box
      aria-hidden
      data-testid="watermark"
      data-text={text}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 9999,
        pointerEvents: 'none',
        backgroundRepeat: 'repeat',
        backgroundImage: watermarkImage(text, watermarkColors[theme.palette.mode], theme.typography.fontFamily),
      }}
    />
  );
};
