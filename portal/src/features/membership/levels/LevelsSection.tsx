import type { MembershipView, VipLevelOption } from '@jobmarket/contracts';
import { Alert, Box, Grid, Paper, Typography } from '@mui/material';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { levelChoiceOf } from '../levelChoice';
import { useLevelOptions } from '../membershipQueries';
import { LevelCard } from './LevelCard';

/** The offered levels side by side (spec §2 VipRegister), the publisher's current one marked. */
export const LevelsSection = ({ membership, onChoose }: { membership: MembershipView | undefined; onChoose: (level: VipLevelOption, levels: VipLevelOption[]) => void }) => {
  const { t } = useI18n();
  const levels = useLevelOptions();
  const currentLevelId = membership?.status === 'active' ? membership.levelId : null;
  return (
    <Box component="section" aria-labelledby="vip-levels-title">
      <Typography id="vip-levels-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('portal.vip.levels.title')}
      </Typography>
      {levels.isPending && <PageLoading />}
      {levels.isError && <Alert severity="error">{t('portal.vip.levels.loadFailed')}</Alert>}
      {levels.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Typography>{t('portal.vip.levels.empty')}</Typography>
        </Paper>
      )}
      {levels.data && levels.data.length > 0 && (
        <Grid container spacing={2}>
          {levels.data.map((level) => (
            <Grid key={level.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <LevelCard level={level} isCurrent={level.id === currentLevelId} choice={levelChoiceOf(membership, level, levels.data)} onChoose={() => onChoose(level, levels.data)} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
};
