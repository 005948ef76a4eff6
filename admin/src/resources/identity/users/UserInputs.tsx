import { MOBILE_PATTERN, PASSWORD_MIN_LENGTH } from '@jobmarket/contracts';
import { useMemo } from 'react';
import { email, minLength, PasswordInput, RadioButtonGroupInput, regex, required, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { useApiOptions } from '../../../providers/useApiOptions';
import { deptChoicesOf, useDeptOptions } from '../departments/deptOptions';
import { StudentSchoolField } from './StudentSchoolField';

export const genderChoices = [
  { id: 0, name: 'resources.users.gender.secret' },
  { id: 1, name: 'resources.users.gender.male' },
  { id: 2, name: 'resources.users.gender.female' },
];

export const statusChoices = [
  { id: 1, name: 'resources.users.status.enabled' },
  { id: 0, name: 'resources.users.status.disabled' },
];

const validateMobile = regex(MOBILE_PATTERN, 'validation.invalidMobile');
const validateEmail = email('validation.invalidEmail');
const validatePassword = [required(), minLength(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')];

/** GET /roles/options as select choices (names in the reader's language, from the api). */
function useRoleChoices() {
  const options = useApiOptions('/roles/options');
  return useMemo(() => options.map(({ value, label }) => ({ id: value, name: label })), [options]);
}

/** The inputs of the user form (POST /users, PUT /users/{id}); the username is set once, the password only on create. */
export const UserInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const departments = useDeptOptions();
  const deptChoices = useMemo(() => deptChoicesOf(departments), [departments]);
  const roleChoices = useRoleChoices();
  return (
    <>
      {mode === 'create' && <TextInput source="username" validate={required()} fullWidth />}
      <TextInput source="nickname" validate={required()} fullWidth />
      <SelectInput source="deptId" choices={deptChoices} translateChoice={false} fullWidth />
      <SelectArrayInput source="roleIds" choices={roleChoices} translateChoice={false} validate={required()} fullWidth />
      <RadioButtonGroupInput source="gender" choices={genderChoices} />
      <TextInput source="mobile" validate={validateMobile} fullWidth />
      <TextInput source="email" validate={validateEmail} fullWidth />
      <RadioButtonGroupInput source="status" choices={statusChoices} />
      {mode === 'create' && <PasswordInput source="password" validate={validatePassword} fullWidth />}
      {mode === 'edit' && <StudentSchoolField />}
    </>
  );
};

/** Only the fields of the api's user form go back (the record also carries id and read-only fields). */
export function toUserForm(data: Record<string, unknown>, mode: 'create' | 'edit') {
  const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
  return {
    ...(mode === 'create' ? { username: data.username, password: data.password } : {}),
    nickname: data.nickname,
    gender: Number(data.gender ?? 0),
    mobile: blankToNull(data.mobile),
    email: blankToNull(data.email),
    status: Number(data.status ?? 1),
    deptId: blankToNull(data.deptId),
    roleIds: Array.isArray(data.roleIds) ? data.roleIds : [],
    ...(data.avatar ? { avatar: data.avatar } : {}),
  };
}
