import { Create, SimpleForm } from 'react-admin';
import { DemoItemInputs } from './DemoItemInputs';

/** A new demoItem: the form, then back to the list. */
export const DemoItemCreate = () => (
  <Create resource="demo-items" redirect="list">
    <SimpleForm defaultValues={{ 'active': false }}>
      <DemoItemInputs />
    </SimpleForm>
  </Create>
);
