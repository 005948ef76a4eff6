import { locales } from '@jobmarket/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useContext, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { localeNames } from '../i18n/localeNames';
import { ChromeContext } from './ChromeContext';
import { useLanguagePreference } from './useLanguagePreference';

/**
 * The language selector: the four languages by their own names; the choice is kept in the preferences.
 * Works outside the layout too (the login page), where it shows the full button.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const [language, setLanguage] = useLanguagePreference();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const compact = useContext(ChromeContext)?.device === 'mobile';
  const buttonProps = {
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-expanded': anchor !== null,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      <Tooltip title={translate('app.language')} describeChild>
        {compact ? (
          // a phone has no room for the name: the icon, named by the current language for screen readers
          <IconButton {...buttonProps} aria-label={localeNames[language]}>
            <TranslateIcon />
          </IconButton>
        ) : (
          <Button
            {...buttonProps}
            startIcon={<TranslateIcon />}
            endIcon={<ExpandMoreIcon fontSize="small" />}
            sx={{ textTransform: 'none', flexShrink: 0 }}
          >
            {localeNames[language]}
          </Button>
        )}
      </Tooltip>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {locales.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={locale === language}
            onClick={() => {
              setAnchor(null);
              setLanguage(locale);
            }}
          >
            {localeNames[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
