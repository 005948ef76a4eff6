import type { PublisherApplicationForm } from '@jobmarket/contracts/registration/views';
import { auditStatuses } from '@jobmarket/contracts/registration/auditMachine';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useCanAccess, useDataProvider, useGetOne, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { resultCodeOf } from '../../providers/envelope';
import { EditWithHistoryTabs } from '../platform/history/EditWithHistoryTabs';
import { checkDecision, staffDecisionsOf, type DecisionDraft, type DecisionErrors } from './auditDecision';
import { AuditStatusChip } from './AuditStatusChip';
import type { AuditScreen } from './auditScreens';
import { DocumentGallery } from './DocumentGallery';

/** Either kind's form (`GET /<resource>/{id}`), with the organisation field of the other kind absent. */
type ApplicationForm = Omit<PublisherApplicationForm, 'company' | 'id'> & { id: Identifier; company?: string; schoolName?: string };

const REJECTED = auditStatuses.rejected;

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
    <Typography variant="body2" component="div">{children || '—'}</Typography>
  </Box>
);

/**
 * One application over the list: its fields and documents, its history, and — for a pending one and an auditor holding
 * the audit permission — the decision (spec §5: decision required, reason when rejecting) sent to `PUT /<resource>/{id}/audit`.
 * Mounted only while open, so the documents' object URLs are revoked when it closes.
 */
export function AuditDialog({ screen, id, onClose }: { screen: AuditScreen; id: Identifier; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const mayAudit = useCanAccess({ resource: screen.resource, action: 'audit' }).canAccess === true;
  const { data: application, isPending, error } = useGetOne<ApplicationForm>(screen.resource, { id });
  const [draft, setDraft] = useState<DecisionDraft>({ auditStatus: null, rejectReason: '' });
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [isSaving, setSaving] = useState(false);
  const decisions = application ? staffDecisionsOf(application.auditStatus) : [];
  const canAudit = mayAudit && decisions.length > 0;
  const field = (name: string) => translate(`resources.${screen.resource}.fields.${name}`);

  const cancel = () => {
    if (canAudit) notify('audits.messages.canceled', { type: 'info' });
    onClose();
  };

  const change = (next: Partial<DecisionDraft>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(Object.keys(next).map((key) => [key, undefined])) }));
  };

  const confirm = async () => {
    const checked = checkDecision(draft);
    if (!checked.isValid) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      await dataProvider.auditApplication(screen.resource, id, checked.form);
      notify('audits.messages.successful', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      // the api's own message (A0440 already audited…) when it answered; otherwise the spec's generic failure
      notify(resultCodeOf(failure) ? (failure as Error).message : 'audits.messages.failed', { type: 'error' });
      refresh();
      setSaving(false);
    }
  };

  const name = application ? application[screen.nameField] || application.username : '';
  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="md" aria-labelledby="audit-dialog-title">
      <DialogTitle id="audit-dialog-title">{application ? translate(canAudit ? 'audits.titles.audit' : 'audits.titles.view', { name }) : translate('audits.actions.view')}</DialogTitle>
      {isPending && <LinearProgress />}
      {error && (
        <DialogContent>
          <Alert severity="error">{(error as Error).message ? translate((error as Error).message, { _: (error as Error).message }) : translate('audits.messages.loadFailed')}</Alert>
        </DialogContent>
      )}
      {application && (
        <EditWithHistoryTabs resource={screen.resource} id={id}>
          <DialogContent>
            <Stack spacing={3}>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
                <Detail label={field('username')}>{application.username}</Detail>
                <Detail label={field(screen.nameField)}>{application[screen.nameField]}</Detail>
                <Detail label={field('auditStatus')}>
                  <AuditStatusChip status={application.auditStatus} />
                </Detail>
                <Detail label={field('email')}>{application.email}</Detail>
                <Detail label={field('mobile')}>{application.mobile}</Detail>
                <Detail label={field('createTime')}>{application.createTime}</Detail>
                {application.auditTime && <Detail label={field('auditTime')}>{application.auditTime}</Detail>}
                {application.auditStatus === REJECTED && <Detail label={field('rejectReason')}>{application.rejectReason}</Detail>}
              </Box>
              <DocumentGallery documents={application.documents} fields={screen.documentFields} />
              {canAudit && (
                <>
                  <Divider />
                  <FormControl error={Boolean(errors.auditStatus)} required>
                    <FormLabel id="audit-decision-label">{translate('audits.decision.label')}</FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby="audit-decision-label"
                      value={draft.auditStatus === null ? '' : String(draft.auditStatus)}
                      onChange={(_event, value) => change({ auditStatus: decisions.find((decision) => String(decision.auditStatus) === value)?.auditStatus ?? null })}
                    >
                      {decisions.map(({ action, auditStatus }) => (
                        <FormControlLabel key={action} value={String(auditStatus)} control={<Radio />} label={translate(`audits.decision.${action}`)} />
                      ))}
                    </RadioGroup>
                    {errors.auditStatus && <FormHelperText>{translate(errors.auditStatus)}</FormHelperText>}
                  </FormControl>
                  {draft.auditStatus === REJECTED && (
                    <TextField
                      label={translate('audits.decision.rejectReason')}
                      required
                      multiline
                      minRows={2}
                      value={draft.rejectReason}
                      onChange={(event) => change({ rejectReason: event.target.value })}
                      error={Boolean(errors.rejectReason)}
                      helperText={errors.rejectReason ? translate(errors.rejectReason) : undefined}
                    />
                  )}
                </>
              )}
            </Stack>
          </DialogContent>
        </EditWithHistoryTabs>
      )}
      <DialogActions>
        <Button onClick={cancel} disabled={isSaving}>
          {translate(canAudit ? 'audits.actions.cancel' : 'audits.actions.close')}
        </Button>
        {canAudit && (
          <Button variant="contained" onClick={confirm} disabled={isSaving}>
            {translate('audits.actions.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
