import { Alert, Button, Card, CardActions, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { resumePaths } from '../../../app/paths';
import { useI18n } from '../../../i18n/I18nContext';
import { useResumeTemplates } from '../resumeQueries';

/** Where a template's card leads: the seeker's resumes with that template chosen for the PDF action. */
export const templatePathOf = (templateId: string): string => `${resumePaths.mine}?${new URLSearchParams({ template: templateId })}`;

/** Spec §1: the resume templates, named and described by the api in the seeker's language, each a way to its PDF. */
export const ResumeTemplates = () => {
  const { t } = useI18n();
  const templates = useResumeTemplates();
  return (
    <section id="resume-templates" aria-labelledby="resume-templates-title" aria-busy={templates.isPending}>
      <Typography id="resume-templates-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('portal.homes.templates.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('portal.seekerHome.templatesIntro')}
      </Typography>
      {templates.isError && <Alert severity="error">{t('portal.seekerHome.templatesFailed')}</Alert>}
      <Grid container spacing={2}>
        {templates.isPending &&
          [1, 2, 3].map((n) => (
            <Grid key={n} size={{ xs: 12, md: 4 }}>
              <Skeleton variant="rounded" height={150} />
            </Grid>
          ))}
        {templates.data?.map((template) => (
          <Grid key={template.id} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" component="article" aria-labelledby={`template-${template.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography id={`template-${template.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} gutterBottom>
                  {template.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {template.description}
                </Typography>
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={templatePathOf(template.id)}>
                  {t('portal.seekerHome.useTemplate', { name: template.name })}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
};
