import { DEFAULT_RESUME_TEMPLATE, type ResumeTemplateId } from '@jobmarket/contracts';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { PictureAsPdfIcon } from '../../../app/icons';
import { useI18n } from '../../../i18n/I18nContext';
import { API_BASE, ApiError } from '../../../session/apiClient';
import { fileNameOf } from '../files/saveBlob';
import { usePrivateDownload } from '../files/usePrivateDownload';
import { useGeneratePdf, useResumeTemplates } from '../resumeQueries';

/** `GET /resumes/{id}/pdf`: the latest PDF generated of a resume, read with the session. */
export const resumePdfUrl = (resumeId: number) => `${API_BASE}/resumes/${resumeId}/pdf`;

interface GeneratePdfDialogProps {
  resume: { id: number; name: string; templateId: ResumeTemplateId | null };
  onClose: () => void;
}

/**
 * Renders one of my resumes as a PDF on the server with the template I choose (`POST /resumes/{id}/pdf`; the labels
 * in my language), then offers it for download. The last template used is chosen first.
 */
export const GeneratePdfDialog = ({ resume, onClose }: GeneratePdfDialogProps) => {
  const { t } = useI18n();
  const titleId = useId();
  const templates = useResumeTemplates();
  const generate = useGeneratePdf(resume.id);
  const { download, isDownloading } = usePrivateDownload();
  const [templateId, setTemplateId] = useState<ResumeTemplateId>(resume.templateId ?? DEFAULT_RESUME_TEMPLATE);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('portal.resumes.pdf.title', { name: resume.name })}</DialogTitle>
      <DialogContent>
        {generate.isSuccess ? (
          <Alert severity="success" icon={<PictureAsPdfIcon />}>
            {t('resumes.messages.pdfGenerated')}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('portal.resumes.pdf.intro')}</Typography>
            {templates.isPending && <Skeleton variant="rounded" height={120} aria-label={t('portal.common.loading')} />}
            {templates.isError && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void templates.refetch()}>
                    {t('portal.resumes.common.retry')}
                  </Button>
                }
              >
                {templates.error.message}
              </Alert>
            )}
            {templates.data && (
              <FormControl>
                <FormLabel id={`${titleId}-templates`}>{t('resumes.fields.template')}</FormLabel>
                <RadioGroup aria-labelledby={`${titleId}-templates`} value={templateId} onChange={(event) => setTemplateId(event.target.value as ResumeTemplateId)}>
                  {templates.data.map((template) => (
                    <FormControlLabel
                      key={template.id}
                      value={template.id}
                      control={<Radio />}
                      sx={{ alignItems: 'flex-start', my: 0.5 }}
                      label={
                        <span>
                          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                            {template.name}
                          </Typography>
                          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            {template.description}
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
            {generate.isError && <Alert severity="error">{generate.error instanceof ApiError ? generate.error.message : t('portal.resumes.pdf.failed')}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(generate.isSuccess ? 'portal.resumes.pdf.close' : 'portal.resumes.common.cancel')}</Button>
        {generate.isSuccess ? (
          <Button variant="contained" disabled={isDownloading !== null} onClick={() => void download(resumePdfUrl(resume.id), fileNameOf(resume.name, 'pdf'))}>
            {t('portal.resumes.actions.downloadPdf')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={!templates.data || generate.isPending}
            startIcon={generate.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={() => generate.mutate(templateId)}
          >
            {t(generate.isPending ? 'portal.resumes.pdf.generating' : 'portal.resumes.pdf.generate')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
