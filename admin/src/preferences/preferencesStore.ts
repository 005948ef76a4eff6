import { defaultPreferencesFor, parsePreferences, preferencesStorageKey, sanitizePreferences, type Preferences } from './preferences';

/** The interface preferences of this browser, outside react-admin's store so that signing out keeps them. */
export interface PreferencesStore {
  /** The current preferences; the same object until something changes (what useSyncExternalStore needs). */
  get(): Preferences;
  /** Merges valid changes (an invalid field keeps its value), saves them and tells the subscribers. */
  update(changes: Partial<Preferences>): void;
  /** Back to the spec's defaults. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

function browserLanguages(): readonly string[] | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.languages;
}

export function createPreferencesStore({
  storage = browserStorage(),
  key = preferencesStorageKey,
  languages = browserLanguages(),
}: { storage?: StorageLike; key?: string; languages?: readonly string[] } = {}): PreferencesStore {
  // until a language is chosen, the browser's first one we have (spec §9's English when we have none of them)
  const defaults = defaultPreferencesFor(languages);
  const readRaw = (): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  // The stored text is the truth (another tab, a test or a sign-out may touch storage); the parsed object is
  // kept while the text is unchanged, so readers get the same object until something really changes.
  let raw = readRaw();
  let current = parsePreferences(raw, defaults);
  // set when the browser refuses to store: the preferences then live in memory for this visit
  let memoryOnly = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const get = (): Preferences => {
    if (memoryOnly) return current;
    const latest = readRaw();
    if (latest !== raw) {
      raw = latest;
      current = parsePreferences(latest, defaults);
    }
    return current;
  };

  const save = (next: Preferences) => {
    const text = JSON.stringify(next);
    try {
      storage?.setItem(key, text);
      raw = text;
    } catch {
      memoryOnly = true; // quota exceeded or storage disabled
    }
    current = next;
  };

  // another tab changed them: follow, so every open back office looks the same
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    const before = current;
    if (get() !== before) notify();
  };

  return {
    get,
    update(changes) {
      const before = get();
      const next = sanitizePreferences({ ...before, ...changes }, before);
      if (JSON.stringify(next) === JSON.stringify(before)) return;
      save(next);
      notify();
    },
    reset() {
      try {
        storage?.removeItem(key);
      } catch {
        // nothing stored to remove
      }
      raw = null;
      current = parsePreferences(null, defaults);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The back office's one store; App.tsx can read it before react-admin starts (no provider needed). */
export const preferencesStore: PreferencesStore = createPreferencesStore();
