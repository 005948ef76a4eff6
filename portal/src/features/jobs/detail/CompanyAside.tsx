import type { CompanyCardView } from '@jobmarket/contracts';
import { Button, Card, CardActions, CardContent, CardMedia, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import { placeOf } from './jobTimes';

/** The employer beside a job: office photo where the publisher allowed it, name, industry, place, open jobs, and their page. */
export const CompanyAside = ({ company }: { company: CompanyCardView }) => {
  const { t } = useI18n();
  const page = `/companies/${company.id}`;
  return (
    <Card variant="outlined" component="aside" aria-labelledby="job-company">
      {company.officePhotoUrl && <CardMedia component="img" height="160" image={company.officePhotoUrl} alt={t('companyPage.officePhotoAlt', { company: company.name })} />}
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="overline" color="text.secondary">
            {t('jobPage.companyCard.title')}
          </Typography>
          <Typography id="job-company" variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            <Link component={RouterLink} to={page} underline="hover" color="inherit">
              {company.name}
            </Link>
          </Typography>
          {company.industry && <Typography color="text.secondary">{company.industry.label}</Typography>}
          {company.location && <Typography variant="body2">{placeOf(company.location)}</Typography>}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('jobPage.companyCard.openJobs', { count: company.openJobCount })}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={page} variant="outlined" fullWidth>
          {t('jobPage.companyCard.viewCompany')}
        </Button>
      </CardActions>
    </Card>
  );
};
