import { createContext, useContext } from 'react';
import type { Device, LayoutMode } from '../preferences';
import type { Density } from '../theme';

/** What the parts of the layout share: the layout in effect, the device and the sidebar. */
export interface Chrome {
  /** The preferred layout; phones always get `left` (menus in the drawer). */
  layout: LayoutMode;
  device: Device;
  density: Density;
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
}

export const ChromeContext = createContext<Chrome | undefined>(undefined);

export function useChrome(): Chrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error('useChrome must be used inside AdminLayout');
  return chrome;
}
