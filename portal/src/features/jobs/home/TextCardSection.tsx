import { Card, CardContent, Grid, type GridSize, Typography } from '@mui/material';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';

export interface TextCard {
  title: PortalMessageKey;
  body: PortalMessageKey;
}

interface TextCardSectionProps {
  /** The section's anchor; its heading is `${id}-title`. */
  id: string;
  title: string;
  cards: readonly TextCard[];
  /** Each card's width per breakpoint. */
  size: { xs: GridSize; sm?: GridSize; md?: GridSize };
  headingLevel?: 'h2' | 'h3';
}

/** A headed section of short catalog texts, one card each (career tips, resume templates). */
export const TextCardSection = ({ id, title, cards, size, headingLevel = 'h2' }: TextCardSectionProps) => {
  const { t } = useI18n();
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component={headingLevel} sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={size}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} gutterBottom>
                  {t(card.title)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(card.body)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
};
