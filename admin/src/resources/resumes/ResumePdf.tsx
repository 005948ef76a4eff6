import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ResumeDetail } from '@jobmarket/contracts/resumes/views';
import { Alert, Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { API_BASE } from '../../providers/httpClient';
import { usePrivateFile } from '../registration/privateFile';

/** The latest generated PDF, read with the staff's token (`GET /resumes/{id}/pdf`) and shown in the page. */
function LoadedPdf({ id, name }: { id: Identifier; name: string }) {
  const translate = useTranslate();
  const pdf = usePrivateFile(`${API_BASE}/resumes/${encodeURIComponent(String(id))}/pdf`);
  if (pdf.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('resources.resumes.pdf.loading')} />
      </Box>
    );
  }
  if (pdf.status === 'failed') return <Alert severity="error">{translate('resources.resumes.pdf.loadFailed')}</Alert>;
  const title = translate('resources.resumes.pdf.title', { name });
  return (
    <Stack spacing={1}>
      <Link href={pdf.objectUrl} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        {translate('resources.resumes.pdf.open')}
        <OpenInNewIcon fontSize="inherit" />
      </Link>
      <Box component="iframe" title={title} src={pdf.objectUrl} sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }} />
    </Stack>
  );
}

/** The resume's templated PDF inline, or why there is none (the seeker has not generated one). */
export function ResumePdf() {
  const resume = useRecordContext<ResumeDetail>();
  const translate = useTranslate();
  if (!resume) return null;
  if (!resume.pdfUrl) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('resources.resumes.pdf.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {resume.templateId && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.resumes.pdf.template', { template: translate(`resumes.templates.${resume.templateId}.name`) })}
        </Typography>
      )}
      <LoadedPdf id={resume.id} name={resume.name} />
    </Stack>
  );
}
