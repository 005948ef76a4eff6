import { Container, Typography } from '@mui/material';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';

/** About, privacy and terms: a title, an "updated" line and the paragraphs, all from the catalog. */
export const InfoPage = ({ title, paragraphs }: { title: PortalMessageKey; paragraphs: { heading?: PortalMessageKey; body: PortalMessageKey }[] }) => {
  const { t } = useI18n();
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
        {t(title)}
      </Typography>
      {paragraphs.map((paragraph) => (
        <section key={paragraph.body}>
          {paragraph.heading && (
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {t(paragraph.heading)}
            </Typography>
          )}
          <Typography sx={{ mb: 2, lineHeight: 1.8 }}>{t(paragraph.body)}</Typography>
        </section>
      ))}
    </Container>
  );
};
