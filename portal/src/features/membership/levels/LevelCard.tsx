import { quotaFieldOf, quotaKinds, type VipLevelOption } from '@jobmarket/contracts';
import { Box, Button, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';
import { formatCount, formatPrice } from '../format/vipFormat';
import type { LevelChoice } from '../levelChoice';

interface LevelCardProps {
  level: VipLevelOption;
  choice: LevelChoice;
  isCurrent: boolean;
  onChoose: () => void;
}

const buttonTexts = { new: 'portal.vip.levels.choose', renewal: 'portal.vip.levels.renew', upgrade: 'portal.vip.levels.upgrade', downgradeRefused: 'portal.vip.levels.choose' } as const;

/** One level side by side with the others: price in the reader's currency format, validity, the four quotas, and what choosing it does. */
export const LevelCard = ({ level, choice, isCurrent, onChoose }: LevelCardProps) => {
  const { t, locale } = useI18n();
  const headingId = `vip-level-${level.id}`;
  const refusedId = `vip-level-${level.id}-refused`;
  const isRefused = choice.kind === 'downgradeRefused';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: isCurrent ? 'primary.main' : undefined, borderWidth: isCurrent ? 2 : 1 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', minHeight: 32 }}>
            <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {level.name}
            </Typography>
            {isCurrent && <Chip size="small" color="primary" label={t('portal.vip.levels.current')} />}
          </Stack>
          <Box>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
              {formatPrice(locale, level.price, level.currency)}
            </Typography>
            <Typography color="text.secondary">
              {t('membership.fields.validity')}: {t('portal.vip.levels.validity', { days: formatCount(locale, level.validDays) })}
            </Typography>
          </Box>
          <Divider />
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            {quotaKinds.map((kind) => (
              <Stack key={kind} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography component="dt" color="text.secondary">
                  {t(`membership.level.fields.${quotaFieldOf[kind]}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                  {formatCount(locale, level[quotaFieldOf[kind]])}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        <Button variant={isCurrent ? 'outlined' : 'contained'} onClick={onChoose} disabled={isRefused} aria-describedby={isRefused ? refusedId : undefined} fullWidth>
          {t(buttonTexts[choice.kind], { level: level.name })}
        </Button>
        {isRefused && (
          <Typography id={refusedId} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('membership.refusals.downgradeWhileActive')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
};
