import { locales, type CounselorView } from '@jobmarket/contracts';
import { Alert, Avatar, Box, Button, Card, CardActionArea, CardContent, Chip, Container, LinearProgress, MenuItem, Pagination, Paper, Rating, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../../app/PageLoading';
import { counselingPaths, counselorPath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { localeNames } from '../../../i18n/localeNames';
import { useSession } from '../../../session/SessionContext';
import { formatPrice } from '../../membership/format/vipFormat';
import { COUNSELORS_PAGE_SIZE, type DirectoryOrder, directoryOrders, useCounselors, useSpecialties } from '../counselingQueries';

/** Price per session, or Free. */
export const PriceText = ({ counselor }: { counselor: Pick<CounselorView, 'price' | 'currency'> }) => {
  const { t, locale } = useI18n();
  return <>{counselor.price === 0 ? t('counseling.fields.free') : t('portal.counseling.directory.perSession', { price: formatPrice(locale, counselor.price, counselor.currency) })}</>;
};

/** The stars and how many rated, or "not rated yet". */
export const RatingLine = ({ counselor }: { counselor: Pick<CounselorView, 'rating' | 'ratingCount'> }) => {
  const { t } = useI18n();
  if (counselor.rating === null || counselor.ratingCount === 0) return <Typography variant="body2" color="text.secondary">{t('portal.counseling.directory.notRated')}</Typography>;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Rating value={counselor.rating} precision={0.1} readOnly size="small" aria-hidden />
      <Typography variant="body2">{t('portal.counseling.directory.rating', { rating: counselor.rating.toFixed(1), count: counselor.ratingCount })}</Typography>
    </Stack>
  );
};

const CounselorCard = ({ counselor, labelOf }: { counselor: CounselorView; labelOf: (value: string) => string }) => {
  const { t } = useI18n();
  return (
    <Card variant="outlined" component="article" aria-label={counselor.name}>
      <CardActionArea component={RouterLink} to={counselorPath(counselor.id)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Avatar src={counselor.avatarUrl ?? undefined} alt="">
              {counselor.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
                {counselor.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {counselor.title}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            {counselor.specialties.map((specialty) => (
              <Chip key={specialty} size="small" label={labelOf(specialty)} />
            ))}
          </Stack>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('counseling.fields.languages')}: {counselor.languages.map((language) => localeNames[language]).join(', ')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {counselor.modes.map((mode) => t(`counseling.modes.${mode}`)).join(' · ')} · {t('portal.counseling.directory.minutes', { minutes: counselor.sessionMinutes })}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            <PriceText counselor={counselor} />
          </Typography>
          <RatingLine counselor={counselor} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/** The counselors a job seeker may book, filtered by specialty and language spoken (public: a visitor may browse). */
const CounselorDirectoryPage = () => {
  const { t } = useI18n();
  const { isSignedIn } = useSession();
  const [pageNum, setPageNum] = useState(1);
  const [specialty, setSpecialty] = useState('');
  const [language, setLanguage] = useState('');
  const [order, setOrder] = useState<DirectoryOrder>('rating');
  const counselors = useCounselors({ pageNum, specialty, language, order });
  const specialties = useSpecialties();
  const page = counselors.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / COUNSELORS_PAGE_SIZE)) : 1;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('portal.counseling.directory.title')}
          </Typography>
          <Typography color="text.secondary">{t('portal.counseling.directory.intro')}</Typography>
        </Box>
        {isSignedIn && (
          <Button component={RouterLink} to={counselingPaths.mine} variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
            {t('portal.counseling.nav.mySessions')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label={t('counseling.fields.specialties')}
          value={specialty}
          onChange={(event) => {
            setSpecialty(event.target.value);
            setPageNum(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('portal.counseling.directory.anySpecialty')}</MenuItem>
          {specialties.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('counseling.fields.languages')}
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value);
            setPageNum(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('portal.counseling.directory.anyLanguage')}</MenuItem>
          {locales.map((each) => (
            <MenuItem key={each} value={each}>
              {localeNames[each]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('portal.counseling.directory.order')}
          value={order}
          onChange={(event) => {
            setOrder(event.target.value as DirectoryOrder);
            setPageNum(1);
          }}
          sx={{ minWidth: 200 }}
        >
          {(Object.keys(directoryOrders) as DirectoryOrder[]).map((each) => (
            <MenuItem key={each} value={each}>
              {t(`portal.counseling.directory.orders.${each}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{counselors.isFetching && !counselors.isPending && <LinearProgress aria-label={t('portal.counseling.common.loading')} />}</Box>
      {counselors.isPending && <PageLoading />}
      {counselors.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void counselors.refetch()}>
              {t('portal.counseling.common.retry')}
            </Button>
          }
        >
          {t('portal.counseling.directory.failed')}
        </Alert>
      )}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{specialty || language ? t('portal.counseling.directory.noMatch') : t('portal.counseling.directory.empty')}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {page.list.map((counselor) => (
            <CounselorCard key={counselor.id} counselor={counselor} labelOf={specialties.labelOf} />
          ))}
        </Box>
      )}
      {pages > 1 && <Pagination sx={{ mt: 3, display: 'flex', justifyContent: 'center' }} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} />}
    </Container>
  );
};

export default CounselorDirectoryPage;
