import { Box, LinearProgress, Typography } from '@mui/material';
import { isLocale, type ProjectionRebuildView } from '@jobmarket/contracts';
import { useLocaleState, useTranslate } from 'react-admin';
import { dateLocales } from '../../../theme/locales';
import { rebuildFraction } from './rebuildFraction';

/** A projection's next version being built beside the live one (`npm run projections:rebuild`): how far, since when. */
export const RebuildProgress = ({ name, rebuild }: { name: string; rebuild: ProjectionRebuildView }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLocale(locale) ? dateLocales[locale] : undefined;
  const count = new Intl.NumberFormat(language).format;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format;
  const fraction = rebuild.phase === 'switching' ? null : rebuildFraction(rebuild);
  const summary =
    rebuild.phase === 'switching'
      ? translate('status.rebuilds.switching')
      : fraction === null
        ? translate('status.rebuilds.buildingUncounted', { processed: count(rebuild.eventsProcessed) })
        : translate('status.rebuilds.building', { processed: count(rebuild.eventsProcessed), total: count(rebuild.totalEvents ?? 0), percent: percent(fraction) });

  return (
    <Box sx={{ mt: 0.5, minWidth: 240 }}>
      <LinearProgress
        variant={fraction === null ? 'indeterminate' : 'determinate'}
        value={fraction === null ? undefined : fraction * 100}
        aria-label={translate('status.rebuilds.progressLabel', { name })}
      />
      <Typography variant="caption" color="text.secondary" component="div">
        {summary}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('status.rebuilds.startedAt', { time: rebuild.startedAt })}
      </Typography>
    </Box>
  );
};
