import { NumberInput, RadioButtonGroupInput, required, SelectInput, TextInput } from 'react-admin';

/** Data scope values of the role form (API-CONTRACT §3): 0 all … 3 own data. */
export const dataScopeChoices = [
  { id: 0, name: 'resources.roles.dataScope.all' },
  { id: 1, name: 'resources.roles.dataScope.deptAndChildren' },
  { id: 2, name: 'resources.roles.dataScope.dept' },
  { id: 3, name: 'resources.roles.dataScope.self' },
];

export const statusChoices = [
  { id: 1, name: 'resources.roles.status.enabled' },
  { id: 0, name: 'resources.roles.status.disabled' },
];

/** The fields shared by RoleCreate and RoleEdit. */
export const RoleInputs = () => (
  <>
    <TextInput source="name" validate={required()} fullWidth />
    <TextInput source="code" validate={required()} fullWidth />
    <NumberInput source="sort" min={0} defaultValue={1} />
    <RadioButtonGroupInput source="status" choices={statusChoices} defaultValue={1} />
    <SelectInput source="dataScope" choices={dataScopeChoices} validate={required()} defaultValue={3} />
  </>
);
