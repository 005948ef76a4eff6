import { profileForm } from '@jobmarket/contracts';
import { RadioButtonGroupInput, TextInput, useNotify } from 'react-admin';
import { API_BASE, httpClient } from '../providers/httpClient';
import { genderChoices } from '../resources/identity/users/UserInputs';
import { FormDialog } from './FormDialog';
import { serverFailureOf, validateWith } from './formValidation';
import type { Profile } from './useProfile';

const validateProfile = validateWith(profileForm);

/** PUT /users/profile: nickname and gender (the avatar goes back unchanged, the api would clear a missing one). */
export const ProfileEditDialog = ({ profile, open, onClose, onSaved }: { profile: Profile; open: boolean; onClose: () => void; onSaved: () => void }) => {
  const notify = useNotify();
  const save = async (values: Record<string, unknown>) => {
    try {
      await httpClient(`${API_BASE}/users/profile`, {
        method: 'PUT',
        body: JSON.stringify({ nickname: String(values.nickname ?? '').trim(), gender: Number(values.gender ?? 0), avatar: profile.avatar }),
      });
    } catch (error) {
      const failure = serverFailureOf(error);
      if (failure.message) notify(failure.message, { type: 'error' });
      return failure.fieldErrors;
    }
    notify('admin.profile.account.saved', { type: 'success' });
    onSaved();
    onClose();
    return undefined;
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="admin.profile.account.editTitle"
      submitLabel="ra.action.save"
      defaultValues={{ nickname: profile.nickname, gender: profile.gender }}
      validate={validateProfile}
      onSubmit={save}
    >
      <TextInput source="nickname" label="resources.users.fields.nickname" fullWidth autoFocus />
      <RadioButtonGroupInput source="gender" label="resources.users.fields.gender" choices={genderChoices} />
    </FormDialog>
  );
};
