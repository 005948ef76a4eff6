import { act, render, screen } from '@testing-library/react';
import { localStorageStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences, parsePreferences, preferencesSchema, preferencesStorageKey } from './preferences';
import { PreferencesProvider, usePreferences } from './PreferencesContext';
import { createPreferencesStore } from './preferencesStore';

describe('interface preferences', () => {
  it('start from the spec defaults', () => {
    expect(createPreferencesStore().get()).toEqual({
      device: 'desktop',
      size: 'default',
      language: 'en',
      sidebarStatus: 'opened',
      activeTopMenuPath: '',
      tagsView: true,
      sidebarLogo: true,
      fixedHeader: true,
      layout: 'left',
      watermarkEnabled: false,
      watermarkContent: '',
      themeColor: '#4080FF',
      theme: 'auto',
    });
    expect(preferencesSchema.safeParse(defaultPreferences).success).toBe(true);
  });

  it('fall back to the defaults when what is stored is not JSON or not an object', () => {
    for (const stored of ['{not json', 'null', '42', '"left"', '[1,2]', '']) {
      localStorage.setItem(preferencesStorageKey, stored);
      expect(createPreferencesStore().get(), stored).toEqual(defaultPreferences);
    }
  });

  it('keep the valid fields of a damaged record and default only the bad ones', () => {
    expect(parsePreferences(JSON.stringify({ layout: 'mix', theme: 'purple', themeColor: 'red', tagsView: false, size: 3 }))).toEqual({
      ...defaultPreferences,
      layout: 'mix',
      tagsView: false,
    });
  });

  it('save every change under our own key at once', () => {
    const store = createPreferencesStore();
    store.update({ theme: 'dark', layout: 'top', themeColor: '#FF5500' });
    expect(JSON.parse(localStorage.getItem(preferencesStorageKey)!)).toMatchObject({ theme: 'dark', layout: 'top', themeColor: '#FF5500' });
    expect(createPreferencesStore().get()).toMatchObject({ theme: 'dark', layout: 'top', themeColor: '#FF5500' });
  });

  it('ignore an invalid change and keep the current value', () => {
    const store = createPreferencesStore();
    store.update({ layout: 'mix' });
    store.update({ layout: 'diagonal' as never, size: 'large' });
    expect(store.get()).toMatchObject({ layout: 'mix', size: 'large' });
  });

  it("survive a sign-out, which wipes react-admin's store but not ours", () => {
    const raStore = localStorageStore();
    raStore.setup();
    raStore.setItem('sidebar.open', false);
    raStore.setItem('locale', 'th');
    raStore.setItem('users.listParams', { page: 3 });
    createPreferencesStore().update({ language: 'th', theme: 'dark', layout: 'mix', sidebarStatus: 'closed', watermarkEnabled: true });

    raStore.reset(); // what react-admin's useLogout does (useResetStore)
    raStore.teardown();

    expect(Object.keys(localStorage).filter((key) => key.startsWith('RaStore.') && key !== 'RaStore.version')).toEqual([]);
    expect(createPreferencesStore().get()).toMatchObject({
      language: 'th',
      theme: 'dark',
      layout: 'mix',
      sidebarStatus: 'closed',
      watermarkEnabled: true,
    });
  });

  it('keep working in memory when the browser refuses to store anything', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createPreferencesStore({ storage: refusing });
    store.update({ size: 'small' });
    expect(store.get().size).toBe('small');
  });

  it('follow a change made in another tab', () => {
    const store = createPreferencesStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.setItem(preferencesStorageKey, JSON.stringify({ ...defaultPreferences, layout: 'top' }));
    window.dispatchEvent(new StorageEvent('storage', { key: preferencesStorageKey }));
    expect(store.get().layout).toBe('top');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('usePreferences', () => {
  const LayoutName = () => {
    const { preferences, update } = usePreferences();
    return (
      <button type="button" onClick={() => update({ layout: preferences.layout === 'left' ? 'top' : 'left' })}>
        {preferences.layout}
      </button>
    );
  };

  it('re-renders every reader when one of them changes a preference', () => {
    const store = createPreferencesStore();
    render(
      <PreferencesProvider store={store}>
        <LayoutName />
        <LayoutName />
      </PreferencesProvider>,
    );
    act(() => screen.getAllByRole('button')[0]!.click());
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['top', 'top']);
    expect(store.get().layout).toBe('top');
  });
});

describe('the language before one is chosen', () => {
  it("starts in the first of the browser's languages the back office has, else English", () => {
    expect(createPreferencesStore({ languages: ['fr-FR', 'th-TH', 'en'] }).get().language).toBe('th');
    expect(createPreferencesStore({ languages: ['zh-CN', 'en'] }).get().language).toBe('zh-cn');
    expect(createPreferencesStore({ languages: ['fr-FR', 'de'] }).get().language).toBe('en');
    expect(createPreferencesStore({ languages: [] }).get().language).toBe('en');
  });

  it("reads the browser's languages from navigator.languages", () => {
    Object.defineProperty(navigator, 'languages', { value: ['lo-LA', 'en-US'], configurable: true });
    try {
      expect(createPreferencesStore().get().language).toBe('lo');
    } finally {
      // the instance property hides jsdom's getter; removing it brings that back
      delete (navigator as { languages?: readonly string[] }).languages;
    }
  });

  it("keeps a chosen language over the browser's, and follows the browser when only other preferences were saved", () => {
    localStorage.setItem(preferencesStorageKey, JSON.stringify({ language: 'lo' }));
    expect(createPreferencesStore({ languages: ['th-TH'] }).get().language).toBe('lo');

    localStorage.setItem(preferencesStorageKey, JSON.stringify({ layout: 'mix' }));
    expect(createPreferencesStore({ languages: ['th-TH'] }).get()).toMatchObject({ language: 'th', layout: 'mix' });
  });
});
