import { useCallback, useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { usePreferences, type Device } from '../preferences';

/**
 * The sidebar's open state. On a desktop it is the user's saved preference (sidebarStatus, spec §4), mirrored into
 * react-admin's store for its own components; on a phone it is the temporary drawer, closed whenever a phone starts.
 */
export function useSidebarOpen(device: Device): [boolean, (open: boolean) => void] {
  const [raOpen, setRaOpen] = useSidebarState();
  const { preferences, update } = usePreferences();
  const desktopOpen = preferences.sidebarStatus === 'opened';
  const open = device === 'mobile' ? raOpen : desktopOpen;

  useEffect(() => {
    if (device === 'desktop' && raOpen !== desktopOpen) setRaOpen(desktopOpen);
  }, [device, raOpen, desktopOpen, setRaOpen]);

  const previousDevice = useRef<Device | undefined>(undefined);
  useEffect(() => {
    if (device === 'mobile' && previousDevice.current !== 'mobile') setRaOpen(false);
    previousDevice.current = device;
  }, [device, setRaOpen]);

  const setOpen = useCallback(
    (next: boolean) => {
      if (device === 'desktop') update({ sidebarStatus: next ? 'opened' : 'closed' });
      setRaOpen(next);
    },
    [device, update, setRaOpen],
  );
  return [open, setOpen];
}
