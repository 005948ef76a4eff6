import type { TalentCard as TalentCardView } from '@jobmarket/contracts';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { talentResumePath } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { placeOf } from '../../jobs/detail/jobTimes';
import { formatDay } from '../../jobs/format/jobDates';
import { ContactLines } from './ContactLines';
import { experienceText, genderText } from './talentText';

/** Navigation state of a resume opened from its card: the publisher already agreed to what opening costs. */
export const confirmedOpening = { isOpeningConfirmed: true } as const;

interface TalentCardProps {
  card: TalentCardView;
  /** Asks before opening a resume that is still locked (it spends a viewable resume). */
  onOpen: (card: TalentCardView) => void;
}

/** A resume in the talent search: who, what and where, contact details masked until unlocked, and the way to open it. */
export const TalentCard = ({ card, onOpen }: TalentCardProps) => {
  const { t, locale } = useI18n();
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <div>
              <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {card.name}
              </Typography>
              {card.latestTitle && <Typography color="text.secondary">{card.latestTitle}</Typography>}
            </div>
            {card.unlocked && <Chip size="small" color="success" variant="outlined" label={t('portal.talent.card.unlocked')} />}
          </Stack>
          <Typography variant="body2">
            {[genderText(t, card.gender), t('portal.talent.card.age', { age: card.age }), experienceText(t, card.experienceYears)].join(' · ')}
          </Typography>
          <Typography variant="body2">{placeOf(card.location)}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={card.industry.label} />
            <Chip size="small" variant="outlined" label={card.education.label} />
            {card.university && <Chip size="small" variant="outlined" label={card.university} />}
          </Stack>
          {card.specialtiesExcerpt && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {card.specialtiesExcerpt}
            </Typography>
          )}
          <ContactLines phone={card.phone} email={card.email} />
          <Typography variant="caption" color="text.secondary">
            {t('portal.talent.card.updated', { date: formatDay(locale, card.updateTime) })}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {card.unlocked ? (
          <Button component={RouterLink} to={talentResumePath(card.id)} state={confirmedOpening} variant="outlined">
            {t('portal.talent.card.view')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => onOpen(card)}>
            {t('portal.talent.card.open')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};
