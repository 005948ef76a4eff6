import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import type { Device } from './preferences';
import { usePreferences } from './PreferencesContext';

/** Below MUI's `md` breakpoint (900px) the back office behaves as on a phone: menus in a temporary drawer. */
export const mobileMediaQuery = (theme: Theme) => theme.breakpoints.down('md');

/** desktop or mobile from the window width, kept in preferences.device (spec §3–§4) as it changes. */
export function useDevice(): Device {
  const isMobile = useMediaQuery(mobileMediaQuery, { noSsr: true });
  const device: Device = isMobile ? 'mobile' : 'desktop';
  const { preferences, update } = usePreferences();
  useEffect(() => {
    if (preferences.device !== device) update({ device });
  }, [device, preferences.device, update]);
  return device;
}
