import CodeIcon from '@mui/icons-material/Code';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useRoutedTitle } from '../../routing/PageTitle';

export interface DemoPageProps {
  /** The menu title key the page falls back to when no menu entry routes it (the menus normally name it). */
  fallbackTitle: string;
  /** The i18n key of one or two sentences saying what the demo shows. */
  intro: string;
  /** Repository paths of the code worth reading, shown as the "source" hint. */
  source: string | readonly string[];
  children: ReactNode;
}

/**
 * The frame of every demo page: its title from the menu (a `title` query value overrides it, spec §2), what it
 * shows, and where its source lives, above the demo itself.
 */
export const DemoPage = ({ fallbackTitle, intro, source, children }: DemoPageProps) => {
  const translate = useTranslate();
  const title = useRoutedTitle(translate(fallbackTitle, { _: fallbackTitle }));
  const headingId = useId();
  const sources = typeof source === 'string' ? [source] : source;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography id={headingId} variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(intro)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, color: 'text.secondary' }}>
            <CodeIcon fontSize="small" aria-hidden />
            <Typography variant="caption">{translate('demoBasics.frame.source')}</Typography>
            {sources.map((path) => (
              <Typography key={path} variant="caption" component="code" sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
                {path}
              </Typography>
            ))}
          </Box>
        </CardContent>
      </Card>
      {children}
    </Box>
  );
};
