import { useMemo } from 'react';
import { NumberInput, RadioButtonGroupInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { deptChoicesOf, useDeptOptions } from './deptOptions';

const statusChoices = [
  { id: 1, name: 'resources.dept.status.enabled' },
  { id: 0, name: 'resources.dept.status.disabled' },
];

/** The department form's inputs (POST /dept, PUT /dept/{id}); the parent comes from /dept/options, 0 being the top level. */
export const DeptInputs = () => {
  const translate = useTranslate();
  const departments = useDeptOptions();
  const parentChoices = useMemo(() => [{ id: 0, name: translate('resources.dept.root') }, ...deptChoicesOf(departments)], [departments, translate]);
  return (
    <>
      <SelectInput source="parentId" choices={parentChoices} translateChoice={false} validate={required()} fullWidth />
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="code" validate={required()} fullWidth />
      <NumberInput source="sort" min={0} validate={required()} fullWidth />
      <RadioButtonGroupInput source="status" choices={statusChoices} />
    </>
  );
};
