// Thai readers count years either way: the Gregorian year (2026) the rest of the portal and the back office write, or
// the Buddhist Era (2569) many Thai documents use. The reader picks once (beside the language, when it is Thai); the
// choice is kept in this browser like the language is (storedLocale.ts), and every date written in Thai follows it.

export type ThaiYears = 'gregory' | 'buddhist';

const storageKey = 'jobmarket.portal.thaiYears';
const isThaiYears = (value: unknown): value is ThaiYears => value === 'gregory' || value === 'buddhist';

function storedThaiYears(): ThaiYears {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
    return isThaiYears(stored) ? stored : 'gregory';
  } catch {
    return 'gregory'; // no storage: nothing was chosen that we could read
  }
}

// read at the first date written, not at import: the server (no storage) and each test start from what is stored then
let current: ThaiYears | undefined;
const listeners = new Set<() => void>();

/** The reader's choice; Gregorian until they pick the Buddhist Era. */
export function currentThaiYears(): ThaiYears {
  return (current ??= storedThaiYears());
}

/** Keeps the choice and tells every subscriber (I18nProvider re-renders the screens). */
export function setThaiYears(next: ThaiYears): void {
  current = next;
  try {
    localStorage.setItem(storageKey, next);
  } catch {
    // Not persisting is fine: the choice still holds for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** For `useSyncExternalStore`. */
export function subscribeThaiYears(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forget the in-memory choice so the next read takes storage again (tests, between cases). */
export function forgetThaiYears(): void {
  current = undefined;
}
