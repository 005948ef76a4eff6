import type { CompanyCardView } from '@jobmarket/contracts';
import { Card, CardContent, CardMedia, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import { stretchedLink } from './stretchedLink';

/** A company in a list (search results, hot companies): office photo where the publisher allowed it, name, industry, place, open jobs. */
export const CompanyCard = ({ company, headingLevel = 'h3' }: { company: CompanyCardView; headingLevel?: 'h2' | 'h3' | 'h4' }) => {
  const { t } = useI18n();
  const place = company.location ? [company.location.provinceName, company.location.countryName].filter(Boolean).join(', ') : '';
  const openJobs =
    company.openJobCount === 0 ? t('portal.cards.noOpenJobs') : company.openJobCount === 1 ? t('portal.cards.openJobsOne') : t('portal.cards.openJobs', { count: company.openJobCount });
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', position: 'relative', '&:hover': { borderColor: 'primary.main' } }}>
      {company.officePhotoUrl && <CardMedia component="img" height="140" image={company.officePhotoUrl} alt={t('portal.cards.officePhoto', { name: company.name })} loading="lazy" />}
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            <Link component={RouterLink} to={`/companies/${company.id}`} underline="hover" color="inherit" sx={stretchedLink}>
              {company.name}
            </Link>
          </Typography>
          {company.industry && <Typography color="text.secondary">{company.industry.label}</Typography>}
          {place && <Typography variant="body2">{place}</Typography>}
          <Typography variant="body2" sx={{ fontWeight: 600, color: company.openJobCount > 0 ? 'primary.main' : 'text.secondary' }}>
            {openJobs}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};
