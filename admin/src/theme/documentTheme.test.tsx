import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreferencesStore, PreferencesProvider } from '../preferences';
import { applyDocumentTheme } from './documentTheme';
import { themeShades } from './themeShades';
import { useAdminThemes, type AdminThemes } from './useAdminThemes';

/** A controllable `(prefers-color-scheme: dark)`, like the system switching at dusk. */
function fakeSystemScheme(initiallyDark: boolean) {
  let matches = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') ? matches : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
  }));
  return {
    switchTo(dark: boolean) {
      matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

describe('the document theme', () => {
  it('toggles the dark class and publishes the shades as CSS variables', () => {
    const root = document.documentElement;
    applyDocumentTheme(root, 'dark', themeShades('#4080FF'));
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.getPropertyValue('--jm-primary')).toBe('#4080ff');
    expect(root.style.getPropertyValue('--jm-primary-1')).toBe('#538dff');
    expect(root.style.getPropertyValue('--jm-primary-9')).toBe('#ecf2ff');
    expect(root.style.getPropertyValue('--jm-primary-dark')).toBe('#3366cc');
    applyDocumentTheme(root, 'light', themeShades('#4080FF'));
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('useAdminThemes', () => {
  const renderThemes = (store = createPreferencesStore()) => {
    const seen: AdminThemes[] = [];
    const Probe = () => {
      seen.push(useAdminThemes());
      return null;
    };
    render(
      <PreferencesProvider store={store}>
        <Probe />
      </PreferencesProvider>,
    );
    return { latest: () => seen.at(-1)!, store };
  };

  it('follows the system live while the preference is auto', () => {
    const system = fakeSystemScheme(false);
    const { latest } = renderThemes();
    expect(latest().defaultTheme).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    act(() => system.switchTo(true));
    expect(latest().defaultTheme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('ignores the system once the user picks light or dark', () => {
    const system = fakeSystemScheme(true);
    const store = createPreferencesStore();
    store.update({ theme: 'light' });
    const { latest } = renderThemes(store);
    expect(latest().defaultTheme).toBe('light');
    act(() => system.switchTo(false));
    act(() => store.update({ theme: 'dark' }));
    expect(latest().defaultTheme).toBe('dark');
  });

  it('rebuilds both themes when the colour changes', () => {
    fakeSystemScheme(false);
    const { latest, store } = renderThemes();
    act(() => store.update({ themeColor: '#F5222D' }));
    expect(latest().theme.palette?.primary).toMatchObject({ main: '#f5222d' });
    expect(latest().darkTheme.palette?.primary).toMatchObject({ main: '#f5222d' });
    expect(document.documentElement.style.getPropertyValue('--jm-primary')).toBe('#f5222d');
  });
});
