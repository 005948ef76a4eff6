import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { MEETING_CAPACITY_MAX, MEETING_TITLE_MAX, meetingForm } from '@jobmarket/contracts/meetings/forms';
import {
  CreateBase,
  EditBase,
  maxLength,
  NumberInput,
  RadioButtonGroupInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useServerTimeZone } from '../../providers/useServerTimeZone';
import { NoticeContentInput } from '../system/notices/NoticeContentInput';
import { studentScopeChoices } from './meetingChoices';
import { instantOf, localFieldValue } from './meetingTimes';
import { useSchoolChoices } from './useSchoolOptions';

type Mode = 'create' | 'edit';

/** The body of `POST /meetings` (with the school staff chose) and `PUT /meetings/{id}`: the form's fields only, times as instants. */
export function toMeetingBody(values: Record<string, unknown>, mode: Mode, timeZone: string | undefined): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const capacity = values.capacity === '' || values.capacity === null || values.capacity === undefined ? null : Number(values.capacity);
  return {
    ...(mode === 'create' ? { schoolId: values.schoolId === '' || values.schoolId == null ? null : Number(values.schoolId) } : {}),
    title: text(values.title),
    content: text(values.content),
    // an untouched field still holds the api's wall time (`YYYY-MM-DD HH:mm:ss`)
    startTime: instantOf(localFieldValue(values.startTime), timeZone) ?? '',
    endTime: instantOf(localFieldValue(values.endTime), timeZone) ?? '',
    location: text(values.location) || null,
    onlineUrl: text(values.onlineUrl) || null,
    capacity,
    studentScope: values.studentScope,
  };
}

/**
 * The form checked with the api's own schema (contracts' meetingForm) before it goes: the end after the start, a
 * place or a link, the seats' range. Messages are i18n keys the inputs translate.
 */
export function meetingFormErrors(values: Record<string, unknown>, mode: Mode, timeZone: string | undefined): Record<string, string> {
  const body = toMeetingBody(values, mode, timeZone);
  const errors: Record<string, string> = {};
  if (mode === 'create' && !body.schoolId) errors.schoolId = 'validation.required';
  const checked = meetingForm.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The inputs of a meeting (spec §3 Meeting reservation); the school is chosen once, when staff create it. */
const MeetingInputs = ({ mode, timeZone }: { mode: Mode; timeZone: string | undefined }) => {
  const translate = useTranslate();
  const schools = useSchoolChoices();
  const zoneHint = timeZone ? translate('resources.meetings.form.timeZoneHint', { zone: timeZone }) : undefined;
  const dateTime = { type: 'datetime-local', format: localFieldValue, slotProps: { inputLabel: { shrink: true } }, helperText: zoneHint } as const;
  return (
    <>
      {mode === 'create' && (
        <SelectInput
          source="schoolId"
          label="meetings.fields.school"
          choices={schools.choices}
          translateChoice={false}
          isPending={schools.isPending}
          validate={required()}
          helperText="resources.meetings.form.schoolHint"
          fullWidth
        />
      )}
      <TextInput source="title" label="meetings.fields.title" validate={[required(), maxLength(MEETING_TITLE_MAX)]} fullWidth />
      <TextInput source="startTime" label="meetings.fields.startTime" validate={required()} {...dateTime} />
      <TextInput source="endTime" label="meetings.fields.endTime" validate={required()} {...dateTime} />
      <TextInput source="location" label="meetings.fields.location" fullWidth />
      <TextInput source="onlineUrl" label="meetings.fields.onlineUrl" type="url" fullWidth />
      <NumberInput source="capacity" label="meetings.fields.capacity" validate={required()} min={1} max={MEETING_CAPACITY_MAX} step={1} />
      <RadioButtonGroupInput source="studentScope" label="meetings.fields.studentScope" choices={studentScopeChoices} validate={required()} row />
      <NoticeContentInput />
    </>
  );
};

/**
 * Creating a job fair for a school, or editing one still unpublished (the api refuses others, A0440), in a dialog
 * over the list or the meeting's page. Times are typed in the api's zone and sent as instants; the content is rich
 * text (the api sanitises it). The spec's §8 words: "Add successful" / "Modify successful", "Add failed" /
 * "Edit failed" (with the api's reason), and "Failed to get meeting information" when the meeting cannot be read.
 */
export function MeetingFormDialog({ mode, id, onClose }: { mode: Mode; id?: Identifier; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const timeZone = useServerTimeZone();
  const saved = () => {
    notify(mode === 'create' ? 'meetings.messages.added' : 'meetings.messages.modified', { type: 'success' });
    refresh();
    onClose();
  };
  const failed = (failure: unknown) => {
    const reason = (failure as Error | undefined)?.message;
    const words = translate(mode === 'create' ? 'meetings.messages.addFailed' : 'meetings.messages.editFailed');
    notify(reason ? `${words}: ${translate(reason, { _: reason })}` : words, { type: 'error' });
  };
  const transform = (values: Record<string, unknown>) => toMeetingBody(values, mode, timeZone);
  const form = (defaults?: Record<string, unknown>) => (
    <SimpleForm defaultValues={defaults} toolbar={<FormToolbar />} validate={(values) => meetingFormErrors(values, mode, timeZone)}>
      <MeetingInputs mode={mode} timeZone={timeZone} />
    </SimpleForm>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate(mode === 'create' ? 'resources.meetings.actions.add' : 'resources.meetings.actions.edit')}</DialogTitle>
      <DialogContent>
        {mode === 'create' ? (
          <CreateBase resource="meetings" redirect={false} transform={transform} mutationOptions={{ onSuccess: saved, onError: failed }}>
            {form({ studentScope: 'ownSchool', content: '' })}
          </CreateBase>
        ) : (
          <EditBase
            resource="meetings"
            id={id}
            redirect={false}
            mutationMode="pessimistic"
            transform={transform}
            mutationOptions={{ onSuccess: saved, onError: failed }}
            queryOptions={{
              onError: () => {
                notify('meetings.messages.informationFailed', { type: 'error' });
                onClose();
              },
            }}
          >
            {form()}
          </EditBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
