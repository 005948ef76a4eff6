import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { correctStudentSchool, studentSchoolOf } from './meetingCommands';
import { useSchoolChoices } from './useSchoolOptions';

/** A job seeker's declared school (`GET /students/{id}/school`), shared by the reservation list and the user page. */
export function useStudentSchool(seekerId: Identifier | undefined) {
  return useQuery({
    queryKey: ['students', seekerId, 'school'],
    queryFn: ({ signal }) => studentSchoolOf(seekerId!, signal),
    enabled: seekerId !== undefined,
    retry: false,
  });
}

/**
 * The school picker with its Save: the registered schools, or none. Saving is `PUT /students/{id}/school`
 * (biz:meeting:student); the api checks the school is a registered one.
 */
export function StudentSchoolPicker({ seekerId, current, onSaved }: { seekerId: Identifier; current: number | null; onSaved?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const schools = useSchoolChoices();
  const [chosen, setChosen] = useState<number | ''>(current ?? '');
  const [isSaving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await correctStudentSchool(seekerId, { schoolId: chosen === '' ? null : chosen });
      notify('resources.meetings.studentSchool.saved', { type: 'success' });
      onSaved?.();
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      notify(reason || 'resources.meetings.studentSchool.failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        select
        size="small"
        label={translate('resources.meetings.studentSchool.label')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value === '' ? '' : Number(event.target.value))}
        helperText={translate('resources.meetings.studentSchool.hint')}
        sx={{ minWidth: 260, flex: 1 }}
        disabled={schools.isPending}
      >
        <MenuItem value="">{translate('resources.meetings.studentSchool.none')}</MenuItem>
        {schools.choices.map((school) => (
          <MenuItem key={school.id} value={school.id}>
            {school.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={save} disabled={isSaving || chosen === (current ?? '')}>
        {translate('resources.meetings.studentSchool.save')}
      </Button>
    </Stack>
  );
}

/** Staff correct the school of a job seeker on a meeting's reservation list. */
export function StudentSchoolDialog({ seekerId, name, onClose, onSaved }: { seekerId: Identifier; name: string; onClose: () => void; onSaved?: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const { data, isPending, error, refetch } = useStudentSchool(seekerId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.meetings.studentSchool.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {isPending ? (
            <Skeleton />
          ) : error ? (
            <Alert severity="error">{translate('resources.meetings.studentSchool.loadFailed')}</Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {data.schoolName ?? translate('resources.meetings.studentSchool.none')}
              </Typography>
              <StudentSchoolPicker
                seekerId={seekerId}
                current={data.schoolId}
                onSaved={() => {
                  void refetch();
                  onSaved?.();
                  onClose();
                }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
