import { RadioButtonGroupInput, required, TextInput } from 'react-admin';
import { statusChoices } from '../../identity/roles/RoleInputs';

/** The fields shared by creating and editing a dictionary. */
export const DictInputs = () => (
  <>
    <TextInput source="name" validate={required()} fullWidth />
    <TextInput source="dictCode" validate={required()} fullWidth />
    <RadioButtonGroupInput source="status" choices={statusChoices} defaultValue={1} />
    <TextInput source="remark" multiline minRows={2} fullWidth />
  </>
);
