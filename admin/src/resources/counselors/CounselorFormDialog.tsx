import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { locales, type Locale } from '@jobmarket/contracts';
import { COUNSELOR_BIOGRAPHY_MAX, counselorForm } from '@jobmarket/contracts/counseling/forms';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  CreateBase,
  EditBase,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CounselorAvatarInput } from './CounselorAvatarInput';
import { counselorStatusChoices, languageChoices, modeChoices, sessionLengthChoices, useSpecialtyChoices } from './counselorChoices';
import { useUserAccountChoices } from './useUserAccountChoices';

type Mode = 'create' | 'edit';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The body of `POST /counselors` and `PUT /counselors/{id}`: the form's fields only (contracts' counselorForm), a
 * biography for each language spoken and none for the others. Editing keeps the counselor's own account (id = user id).
 */
export function toCounselorBody(values: Record<string, unknown>, mode: Mode): Record<string, unknown> {
  const languages = locales.filter((locale) => listOf(values.languages).includes(locale));
  const written = (typeof values.biographies === 'object' && values.biographies !== null ? values.biographies : {}) as Partial<Record<Locale, unknown>>;
  const number = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
  return {
    userId: number(mode === 'create' ? values.userId : values.id),
    name: textOf(values.name),
    avatarUrl: textOf(values.avatarUrl) || null,
    title: textOf(values.title),
    specialties: listOf(values.specialties),
    languages,
    biographies: Object.fromEntries(languages.map((language) => [language, textOf(written[language])])),
    price: number(values.price),
    sessionMinutes: number(values.sessionMinutes),
    modes: listOf(values.modes),
    place: textOf(values.place) || null,
    status: values.status,
  };
}

/**
 * The form checked with the api's own schema before it goes: a biography in each language spoken, a place for
 * in-person sessions, the price's range and a session length the api offers. Errors are nested by field path, as
 * react-hook-form reads them; messages are i18n keys the inputs translate.
 */
export function counselorFormErrors(values: Record<string, unknown>, mode: Mode): Record<string, unknown> {
  const checked = counselorForm.safeParse(toCounselorBody(values, mode));
  if (checked.success) return {};
  const errors: Record<string, unknown> = {};
  for (const issue of checked.error.issues) {
    const [head, next] = issue.path.map(String);
    if (!head) continue;
    const field = head === 'userId' && mode === 'edit' ? undefined : head;
    if (!field) continue;
    if (field === 'biographies' && next) {
      const nested = (errors.biographies ?? {}) as Record<string, string>;
      nested[next] ??= issue.message;
      errors.biographies = nested;
    } else {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/**
 * The user account to make a counselor, picked by name; picking one fills an empty name with the account's. A caller
 * who may not list users types the account's id instead (the api refuses an id that is no live account, A0402).
 */
const UserAccountInput = () => {
  const { choices, isPending, failed } = useUserAccountChoices();
  const { getValues, setValue } = useFormContext();
  if (failed) return <NumberInput source="userId" label="resources.counselors.fields.userIdNumber" min={1} step={1} helperText="resources.counselors.form.userHint" />;
  return (
    <AutocompleteInput
      source="userId"
      label="resources.counselors.fields.userId"
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      helperText="resources.counselors.form.userHint"
      onChange={(_value: unknown, choice: unknown) => {
        const name = typeof choice === 'object' && choice !== null ? (choice as { name?: unknown }).name : undefined;
        if (typeof name === 'string' && name && !getValues('name')) setValue('name', name, { shouldDirty: true });
      }}
      fullWidth
    />
  );
};

/** One biography field for each language the counselor speaks, in the platform's language order. */
const BiographyInputs = () => {
  const translate = useTranslate();
  const spoken = listOf(useWatch({ name: 'languages' }));
  return (
    <>
      {locales
        .filter((locale) => spoken.includes(locale))
        .map((language) => (
          <TextInput
            key={language}
            source={`biographies.${language}`}
            label={translate('resources.counselors.form.biographyIn', { language: translate(`resources.counselors.languages.${language}`) })}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: COUNSELOR_BIOGRAPHY_MAX } }}
            fullWidth
          />
        ))}
    </>
  );
};

/** The counselor's fields: who (create only), photo, name, title, specialties, languages and biographies, the sessions' terms, status. */
const CounselorInputs = ({ mode, currency }: { mode: Mode; currency: string | undefined }) => {
  const translate = useTranslate();
  const specialties = useSpecialtyChoices();
  const modes = listOf(useWatch({ name: 'modes' }));
  return (
    <>
      {mode === 'create' && <UserAccountInput />}
      <CounselorAvatarInput />
      <TextInput source="name" label="counseling.fields.name" fullWidth />
      <TextInput source="title" label="counseling.fields.title" fullWidth />
      <SelectArrayInput source="specialties" label="counseling.fields.specialties" choices={specialties} translateChoice={false} fullWidth />
      <CheckboxGroupInput source="languages" label="counseling.fields.languages" choices={languageChoices} />
      <BiographyInputs />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('resources.counselors.sections.sessions')}
      </Typography>
      <NumberInput
        source="price"
        label="counseling.fields.price"
        min={0}
        step={1}
        helperText={currency ? translate('resources.counselors.form.priceHint', { currency }) : 'resources.counselors.form.priceHintNoCurrency'}
      />
      <SelectInput source="sessionMinutes" label="counseling.fields.sessionMinutes" choices={sessionLengthChoices} translateChoice={false} />
      <CheckboxGroupInput source="modes" label="counseling.fields.modes" choices={modeChoices} />
      <TextInput source="place" label="counseling.fields.place" helperText={modes.includes('inPerson') ? 'resources.counselors.form.placeHint' : false} fullWidth />
      <RadioButtonGroupInput source="status" label="counseling.fields.status" choices={counselorStatusChoices} row />
    </>
  );
};

const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * Making a user account a counselor (biz:counselor:add: the counselor role and the profile), or editing the profile
 * (biz:counselor:edit), in a dialog over the list or the counselor's page. `currency` names the price's unit (the
 * configured one, as every counselor answers it). The api's reason stays in the failure notice.
 */
export function CounselorFormDialog({ mode, id, currency, onClose }: { mode: Mode; id?: Identifier; currency: string | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const saved = () => {
    notify(mode === 'create' ? 'resources.counselors.messages.added' : 'resources.counselors.messages.modified', { type: 'success' });
    refresh();
    onClose();
  };
  const failed = (failure: unknown) => {
    const reason = (failure as Error | undefined)?.message;
    const words = translate(mode === 'create' ? 'resources.counselors.messages.addFailed' : 'resources.counselors.messages.editFailed');
    notify(reason ? `${words}: ${translate(reason, { _: reason })}` : words, { type: 'error' });
  };
  const transform = (values: Record<string, unknown>) => toCounselorBody(values, mode);
  const form = (defaults?: Record<string, unknown>) => (
    <SimpleForm defaultValues={defaults} toolbar={<FormToolbar />} validate={(values) => counselorFormErrors(values, mode)}>
      <CounselorInputs mode={mode} currency={currency} />
    </SimpleForm>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate(mode === 'create' ? 'resources.counselors.actions.add' : 'resources.counselors.actions.edit')}</DialogTitle>
      <DialogContent>
        {mode === 'create' ? (
          <CreateBase resource="counselors" redirect={false} transform={transform} mutationOptions={{ onSuccess: saved, onError: failed }}>
            {form({ languages: [], specialties: [], modes: ['online'], biographies: {}, price: 0, sessionMinutes: 60, status: 'active', avatarUrl: null })}
          </CreateBase>
        ) : (
          <EditBase
            resource="counselors"
            id={id}
            redirect={false}
            mutationMode="pessimistic"
            transform={transform}
            mutationOptions={{ onSuccess: saved, onError: failed }}
            queryOptions={{
              onError: () => {
                notify('resources.counselors.messages.detailsFailed', { type: 'error' });
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
