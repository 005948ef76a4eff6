import SaveIcon from '@mui/icons-material/Save';
import { RESUME_TEXT_MAX, recommendationForm } from '@jobmarket/contracts/resumes/forms';
import type { ResumeDetail } from '@jobmarket/contracts/resumes/views';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { writeRecommendation } from './resumeCommands';

/** The report as the seeker reads it (staff without biz:resume:recommend). */
function RecommendationText({ report }: { report: string | null }) {
  const translate = useTranslate();
  if (!report) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.resumes.recommendation.none')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {report}
    </Typography>
  );
}

/** The report's editor for staff holding biz:resume:recommend: saved as a whole, an empty report clears it. */
function RecommendationEditor({ resume }: { resume: ResumeDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const saved = resume.recommendationReport ?? '';
  const [draft, setDraft] = useState(saved);
  const [isSaving, setSaving] = useState(false);
  // another save (or a refresh) brought a newer report: start from it
  useEffect(() => setDraft(saved), [saved]);

  const parsed = recommendationForm.safeParse({ report: draft });
  const isUnchanged = parsed.success && parsed.data.report === saved.trim();
  const save = async () => {
    if (!parsed.success) return;
    setSaving(true);
    try {
      await writeRecommendation(resume.id, parsed.data);
      notify('resumes.messages.recommendationSaved', { type: 'success' });
      refresh();
    } catch (failure) {
      notify((failure as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.resumes.recommendation.explain')}
      </Typography>
      <TextField
        label={translate('resumes.fields.recommendationReport')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={6}
        fullWidth
        slotProps={{ htmlInput: { maxLength: RESUME_TEXT_MAX } }}
        helperText={translate('resources.resumes.recommendation.length', { count: draft.length, max: RESUME_TEXT_MAX })}
      />
      <Box>
        <Button label="resources.resumes.recommendation.save" variant="contained" onClick={save} disabled={isSaving || !parsed.success || isUnchanged}>
          <SaveIcon />
        </Button>
      </Box>
    </Stack>
  );
}

/** The recommendation report tab: an editor for those allowed to write it, the report as it stands for the others. */
export function ResumeRecommendation() {
  const resume = useRecordContext<ResumeDetail>();
  const mayRecommend = useCanAccess({ resource: 'resumes', action: 'recommend' }).canAccess === true;
  if (!resume) return null;
  return mayRecommend ? <RecommendationEditor resume={resume} /> : <RecommendationText report={resume.recommendationReport} />;
}
