import { Edit, SimpleForm } from 'react-admin';
import { RoleInputs } from './RoleInputs';

/** A standalone edit page for when the resource is registered with one; the list opens the same form in a dialog. */
export const RoleEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <RoleInputs />
    </SimpleForm>
  </Edit>
);
