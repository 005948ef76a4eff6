import { required, TextInput } from 'react-admin';

/** The fields shared by creating and editing a config entry. */
export const ConfigInputs = () => (
  <>
    <TextInput source="configName" validate={required()} fullWidth />
    <TextInput source="configKey" validate={required()} fullWidth />
    <TextInput source="configValue" validate={required()} multiline fullWidth />
    <TextInput source="remark" multiline minRows={2} fullWidth />
  </>
);
