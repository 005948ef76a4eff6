import type { DemoItemView } from '@jobmarket/contracts/demoItems/views';
import { CanAccess, EditButton, FunctionField, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import { DictionaryChip } from '../system/notices/DictionaryChip';
import { RichTextContent } from '../system/notices/RichTextContent';
import { FileLink } from './DemoItemUploadInput';

const YesNo = ({ value }: { value: boolean }) => {
  const translate = useTranslate();
  return <>{translate(value ? 'demoItems.yes' : 'demoItems.no')}</>;
};

/** One demoItem (`GET /demo-items/{id}`): every field, and when it was created and changed. */
export const DemoItemShow = () => (
  <Show
    resource="demo-items"
    actions={
      <TopToolbar>
        <ListButton />
        <CanAccess resource="demo-items" action="edit">
          <EditButton />
        </CanAccess>
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" label="demoItems.fields.id" />
      <TextField source="name" label="demoItems.fields.name" />
      <FunctionField<DemoItemView> source="category" label="demoItems.fields.category" render={(record) => <DictionaryChip dictCode="gender" value={record.category} />} />
      <TextField source="price" label="demoItems.fields.price" />
      <TextField source="releaseDate" label="demoItems.fields.releaseDate" />
      <FunctionField<DemoItemView> source="active" label="demoItems.fields.active" render={(record) => <YesNo value={record.active} />} />
      <FunctionField<DemoItemView> source="cover" label="demoItems.fields.cover" render={(record) => <FileLink url={record.cover} />} />
      <FunctionField<DemoItemView> source="description" label="demoItems.fields.description" render={(record) => <RichTextContent html={record.description} />} />
      <TextField source="createTime" label="demoItems.fields.createTime" />
      <TextField source="updateTime" label="demoItems.fields.updateTime" />
    </SimpleShowLayout>
  </Show>
);
