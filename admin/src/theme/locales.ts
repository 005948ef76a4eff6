import { formatMessage, type Locale, type MergedCatalog } from '@jobmarket/contracts';
import { loadedCatalog } from '@jobmarket/contracts/i18n/loadCatalog';
import { enUS, thTH, zhCN, type Localization } from '@mui/material/locale';

const intlKnows = (tag: string): boolean => {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
};

/**
 * The Intl locale for dates and numbers in each language. Thai shows Gregorian years (2025, not 2568) unless a
 * user chooses otherwise; Lao (lo-LA) already uses the Gregorian calendar. Chromium ships no Lao data and would
 * answer in US order (11/22/2026); there the day-first British order, which Laos uses, stands in.
 */
export const dateLocales: Record<Locale, string> = {
  en: 'en-US',
  'zh-cn': 'zh-CN',
  lo: intlKnows('lo-LA') ? 'lo-LA' : 'en-GB',
  th: 'th-TH-u-ca-gregory',
};

/** MUI has no Lao pack; ours comes from the message catalog, so translators keep it with the rest. */
function laoLocalization(catalog: MergedCatalog): Localization {
  const t = (key: string, vars?: Record<string, string | number>) => formatMessage(catalog, `admin.layout.mui.${key}`, vars);
  type PagerItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';
  const pagerLabel = (type: PagerItem, page?: number | null, selected?: boolean): string => {
    if (type === 'page') return selected ? t('page', { page: page ?? '' }) : t('goToPage', { page: page ?? '' });
    if (type === 'first') return t('firstPage');
    if (type === 'last') return t('lastPage');
    if (type === 'next') return t('nextPage');
    return t('previousPage');
  };
  return {
    components: {
      MuiBreadcrumbs: { defaultProps: { expandText: t('expandPath') } },
      MuiTablePagination: {
        defaultProps: {
          getItemAriaLabel: (type) => pagerLabel(type),
          labelRowsPerPage: t('rowsPerPage'),
          labelDisplayedRows: ({ from, to, count }) =>
            count !== -1 ? t('displayedRows', { from, to, count }) : t('displayedRowsMore', { from, to }),
        },
      },
      MuiRating: { defaultProps: { getLabelText: (value) => t('stars', { value }), emptyLabelText: t('empty') } },
      MuiAutocomplete: {
        defaultProps: { clearText: t('clear'), closeText: t('close'), loadingText: t('loading'), noOptionsText: t('noOptions'), openText: t('open') },
      },
      MuiAlert: { defaultProps: { closeText: t('close') } },
      MuiPagination: { defaultProps: { getItemAriaLabel: pagerLabel } },
    },
  };
}

/** MUI's own texts (pagination, autocomplete, alerts…) in the current language. */
export function muiLocalization(locale: Locale): Localization {
  switch (locale) {
    case 'zh-cn':
      return zhCN;
    case 'th':
      return thTH;
    case 'lo': {
      // the Lao catalog has arrived before the admin switches to Lao; until then MUI's English stands in
      const catalog = loadedCatalog('lo');
      return catalog ? laoLocalization(catalog) : enUS;
    }
    default:
      return enUS;
  }
}
