import { Edit, SimpleForm } from 'react-admin';
import { DemoItemInputs } from './DemoItemInputs';

/** Editing a demoItem (the api takes the whole form; the record's id and times are left out by its schema). */
export const DemoItemEdit = () => (
  <Edit resource="demo-items" mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <DemoItemInputs />
    </SimpleForm>
  </Edit>
);
