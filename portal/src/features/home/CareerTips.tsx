import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';
import { careerTips } from './careerTips';

export const CareerTips = ({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) => {
  const { t } = useI18n();
  return (
    <section id="career-tips" aria-labelledby="career-tips-title">
      <Typography id="career-tips-title" variant="h5" component={headingLevel} sx={{ fontWeight: 700, mb: 2 }}>
        {t('portal.home.tipsTitle')}
      </Typography>
      <Grid container spacing={2}>
        {careerTips.map((tip) => (
          <Grid key={tip.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} gutterBottom>
                  {t(tip.title)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(tip.body)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
};
