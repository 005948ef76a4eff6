import { loadCatalog } from '@jobmarket/contracts/i18n/loadCatalog';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildThemeOptions } from './buildTheme';
import { dateLocales } from './locales';

// the admin switches to Lao only once the Lao catalog has arrived
await loadCatalog('lo');

const build = (overrides: Partial<Parameters<typeof buildThemeOptions>[0]> = {}) =>
  createTheme(buildThemeOptions({ mode: 'light', themeColor: '#4080FF', size: 'default', locale: 'en', ...overrides }));

// MUI's component defaults are loosely typed; read them the way MUI does
const defaultsOf = (theme: ReturnType<typeof build>, component: string): Record<string, unknown> =>
  ((theme.components as Record<string, { defaultProps?: Record<string, unknown> }> | undefined)?.[component]?.defaultProps ?? {});

describe('buildThemeOptions', () => {
  it("puts the theme colour and the spec's shades into MUI's primary palette", () => {
    const theme = build();
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary).toMatchObject({ main: '#4080ff', light: '#6699ff', dark: '#3366cc', contrastText: '#ffffff' });
  });

  it('builds a dark palette from the same colour', () => {
    const theme = build({ mode: 'dark', themeColor: '#13C2C2' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#13c2c2');
    expect(theme.palette.background.default).not.toBe('#fafafb');
  });

  it('keeps react-admin defaults that the screens rely on', () => {
    const theme = build();
    expect(defaultsOf(theme, 'MuiTextField')).toMatchObject({ variant: 'filled', fullWidth: true });
    expect(theme.sidebar.width).toBe(240);
  });

  it('makes the small size denser and the large size roomier', () => {
    const small = build({ size: 'small' });
    const normal = build();
    const large = build({ size: 'large' });
    expect([small.typography.fontSize, normal.typography.fontSize, large.typography.fontSize]).toEqual([13, 14, 15]);
    expect([small.spacing(1), normal.spacing(1), large.spacing(1)]).toEqual(['6px', '8px', '9px']);
    expect(defaultsOf(small, 'MuiButton').size).toBe('small');
    expect(defaultsOf(normal, 'MuiButton').size).toBe('medium');
    expect(defaultsOf(large, 'MuiButton').size).toBe('large');
    expect(defaultsOf(small, 'MuiTextField').size).toBe('small');
    expect(defaultsOf(large, 'MuiTextField').size).toBe('medium');
    expect(defaultsOf(small, 'RaDatagrid').size).toBe('small');
    expect(defaultsOf(large, 'RaDataTable').size).toBe('medium');
    expect(defaultsOf(small, 'MuiMenuItem').dense).toBe(true);
  });

  it("speaks the language in MUI's own texts, Lao from our catalog", () => {
    expect(defaultsOf(build({ locale: 'zh-cn' }), 'MuiAlert').closeText).toBe('关闭');
    expect(defaultsOf(build({ locale: 'th' }), 'MuiAlert').closeText).toBe('ปิด');
    expect(defaultsOf(build({ locale: 'lo' }), 'MuiAutocomplete')).toMatchObject({ noOptionsText: 'ບໍ່ມີຕົວເລືອກ', closeText: 'ປິດ' });
    const laoRows = defaultsOf(build({ locale: 'lo' }), 'MuiTablePagination').labelDisplayedRows as (info: object) => string;
    expect(laoRows({ from: 1, to: 10, count: 42, page: 0 })).toBe('1–10 ຈາກ 42');
    // the localisation merges into react-admin's Autocomplete defaults rather than replacing them
    expect(defaultsOf(build({ locale: 'lo' }), 'MuiAutocomplete').fullWidth).toBe(true);
  });

  it('formats react-admin dates in the language, with Gregorian years in Thai', () => {
    const locales = defaultsOf(build({ locale: 'th' }), 'RaDateField').locales as string;
    expect(locales).toBe(dateLocales.th);
    const newYear = new Date(Date.UTC(2025, 0, 15));
    expect(new Intl.DateTimeFormat(locales, { year: 'numeric', timeZone: 'UTC' }).format(newYear)).toBe('2025');
    expect(new Intl.DateTimeFormat('th-TH', { year: 'numeric', timeZone: 'UTC' }).format(newYear)).toContain('2568');
    expect(new Intl.DateTimeFormat(dateLocales.lo, { month: 'long', timeZone: 'UTC' }).format(newYear)).toBe('ມັງກອນ');
  });
});
