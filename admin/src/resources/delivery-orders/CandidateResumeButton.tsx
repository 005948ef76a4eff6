import DescriptionIcon from '@mui/icons-material/Description';
import type { ResumeDetail } from '@jobmarket/contracts/resumes/views';
import { Alert, Box, Button as MuiButton, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, RecordContextProvider, useCanAccess, useCreatePath, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router';
import { useApiData } from '../../dashboard/useApiData';
import { ResumeOverview } from '../resumes/ResumeOverview';

/** The candidate's resume as delivered (`GET /delivery-orders/{id}/resume`: unmasked to anyone with access to the order). */
function ResumeDialog({ orderId, name, resumeId, onClose }: { orderId: Identifier; name: string; resumeId: number; onClose: () => void }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const titleId = useId();
  const mayOpenResumes = useCanAccess({ resource: 'resumes', action: 'show' }).canAccess === true;
  const { data, error } = useApiData<ResumeDetail>(`/delivery-orders/${encodeURIComponent(String(orderId))}/resume`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.delivery-orders.resume.title', { name })}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{translate('resources.delivery-orders.resume.loadFailed')}</Alert>
        ) : data ? (
          <RecordContextProvider value={data}>
            <ResumeOverview />
          </RecordContextProvider>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {mayOpenResumes && (
          <MuiButton component={Link} to={createPath({ resource: 'resumes', type: 'show', id: resumeId })}>
            {translate('resources.delivery-orders.resume.openPage')}
          </MuiButton>
        )}
        <MuiButton onClick={onClose}>{translate('resources.delivery-orders.resume.close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** "View resume" on an order: the candidate's resume in a dialog, with a link to its page for those who read resumes. */
export function CandidateResumeButton({ orderId, name, resumeId }: { orderId: Identifier; name: string; resumeId: number }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.delivery-orders.resume.open" onClick={() => setOpen(true)} sx={{ p: 0, minWidth: 0 }}>
        <DescriptionIcon />
      </Button>
      {isOpen && <ResumeDialog orderId={orderId} name={name} resumeId={resumeId} onClose={() => setOpen(false)} />}
    </>
  );
}
