import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Preferences } from './preferences';
import { preferencesStore, type PreferencesStore } from './preferencesStore';

// Defaults to the app's store, so usePreferences() works anywhere (even in App.tsx, above <Admin>) without a provider.
const PreferencesStoreContext = createContext<PreferencesStore>(preferencesStore);

/** Swaps in another store (tests, stories). */
export const PreferencesProvider = ({ store, children }: { store: PreferencesStore; children: ReactNode }) => (
  <PreferencesStoreContext.Provider value={store}>{children}</PreferencesStoreContext.Provider>
);

export interface UsePreferencesResult {
  preferences: Preferences;
  update: (changes: Partial<Preferences>) => void;
  reset: () => void;
}

/** The interface preferences and a way to change them; every change applies live and is saved at once. */
export function usePreferences(): UsePreferencesResult {
  const store = useContext(PreferencesStoreContext);
  const preferences = useSyncExternalStore(store.subscribe, store.get, store.get);
  const update = useCallback((changes: Partial<Preferences>) => store.update(changes), [store]);
  const reset = useCallback(() => store.reset(), [store]);
  return useMemo(() => ({ preferences, update, reset }), [preferences, update, reset]);
}
