import type { Locale } from '@jobmarket/contracts';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Size } from '../preferences';
import { densities } from './density';
import { dateLocales, muiLocalization } from './locales';
import { themeShades } from './themeShades';

export type ResolvedThemeMode = 'light' | 'dark';

export interface ThemeInputs {
  mode: ResolvedThemeMode;
  themeColor: string;
  size: Size;
  locale: Locale;
}

type PlainObject = Record<string, unknown>;
const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Later layers win; objects merge key by key, everything else (arrays, functions, strings) is replaced. */
function mergeLayers<T extends object>(...layers: object[]): T {
  const merge = (target: PlainObject, source: PlainObject): PlainObject => {
    const result: PlainObject = { ...target };
    for (const [key, value] of Object.entries(source)) {
      result[key] = isPlainObject(value) && isPlainObject(result[key]) ? merge(result[key] as PlainObject, value) : value;
    }
    return result;
  };
  return layers.reduce<PlainObject>((merged, layer) => merge(merged, layer as PlainObject), {}) as T;
}

function densityLayer(size: Size): RaThemeOptions {
  const d = densities[size];
  const control = { defaultProps: { size: d.controlSize } };
  return {
    spacing: d.spacing,
    typography: { fontSize: d.fontSize },
    components: {
      MuiButton: { defaultProps: { size: d.buttonSize } },
      MuiLoadingButton: { defaultProps: { size: d.buttonSize } },
      MuiIconButton: { defaultProps: { size: d.iconButtonSize } },
      MuiFab: { defaultProps: { size: d.controlSize } },
      MuiTextField: { defaultProps: { size: d.controlSize, margin: size === 'large' ? 'normal' : 'dense' } },
      MuiFormControl: { defaultProps: { size: d.controlSize, margin: size === 'large' ? 'normal' : 'dense' } },
      MuiAutocomplete: control,
      MuiChip: control,
      MuiCheckbox: control,
      MuiRadio: control,
      MuiSwitch: control,
      MuiToggleButton: control,
      MuiToggleButtonGroup: control,
      MuiPagination: control,
      MuiTable: control,
      MuiMenuItem: { defaultProps: { dense: d.dense } },
      MuiListItemButton: { defaultProps: { dense: d.dense } },
      MuiList: { defaultProps: { dense: d.dense } },
      RaDatagrid: control,
      RaDataTable: control,
    },
  };
}

/** A wide table scrolls inside its card instead of widening the page (the list's flex column would grow to fit it). */
const wideTableScroll = { styleOverrides: { root: { '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } };
const layoutLayer: RaThemeOptions = {
  components: {
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: wideTableScroll,
    RaDatagrid: wideTableScroll,
  },
};

function paletteLayer(mode: ResolvedThemeMode, themeColor: string): RaThemeOptions {
  const shades = themeShades(themeColor);
  return {
    palette: {
      mode,
      // MUI's light/dark variants are the spec's 20% lighter and 20% darker shades
      primary: { main: shades.base, light: shades.light[1], dark: shades.dark, contrastText: '#ffffff' },
    },
  };
}

function localeLayer(locale: Locale): RaThemeOptions {
  const intlLocale = dateLocales[locale];
  return mergeLayers<RaThemeOptions>(muiLocalization(locale), {
    components: {
      RaDateField: { defaultProps: { locales: intlLocale } },
      RaNumberField: { defaultProps: { locales: intlLocale } },
    },
  });
}

/**
 * react-admin theme options (it calls MUI's createTheme itself) for one mode: react-admin's defaults, our colour
 * and its shades, the size's density, and MUI's texts and the date format of the language.
 */
export function buildThemeOptions({ mode, themeColor, size, locale }: ThemeInputs): RaThemeOptions {
  return mergeLayers<RaThemeOptions>(
    mode === 'dark' ? defaultDarkTheme : defaultLightTheme,
    paletteLayer(mode, themeColor),
    densityLayer(size),
    localeLayer(locale),
    layoutLayer,
  );
}
