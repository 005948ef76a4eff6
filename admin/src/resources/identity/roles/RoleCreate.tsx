import { Create, SimpleForm } from 'react-admin';
import { RoleInputs } from './RoleInputs';

/** A standalone create page for when the resource is registered with one; the list opens the same form in a dialog. */
export const RoleCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <RoleInputs />
    </SimpleForm>
  </Create>
);
