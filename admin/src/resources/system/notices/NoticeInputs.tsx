import { NOTICE_TITLE_MAX, noticeTargetTypes } from '@jobmarket/contracts/system/notices';
import { AutocompleteArrayInput, FormDataConsumer, maxLength, RadioButtonGroupInput, required, SelectInput, TextInput } from 'react-admin';
import { NoticeContentInput } from './NoticeContentInput';
import { useDictionary } from './useDictionary';
import { useUserOptions } from './useUserOptions';

export const targetTypeChoices = [
  { id: noticeTargetTypes.all, name: 'resources.notices.targetType.all' },
  { id: noticeTargetTypes.specificUsers, name: 'resources.notices.targetType.specific' },
];

const dictionaryChoices = (items: { value: string; label: string }[]) => items.map((item) => ({ id: item.value, name: item.label }));

/** The users to pick from, loaded when "specific users" is first chosen. */
const TargetUsersInput = () => {
  const users = useUserOptions();
  return <AutocompleteArrayInput source="targetUserIds" choices={users} validate={required()} fullWidth translateChoice={false} />;
};

/** Recipients: everyone, or users picked from a searchable list. */
const TargetInputs = () => (
  <>
    <RadioButtonGroupInput source="targetType" choices={targetTypeChoices} validate={required()} row />
    <FormDataConsumer<{ targetType?: number | string }>>
      {({ formData }) => (Number(formData.targetType) === noticeTargetTypes.specificUsers ? <TargetUsersInput /> : null)}
    </FormDataConsumer>
  </>
);

/** The fields shared by creating and editing a notice. */
export const NoticeInputs = () => {
  const types = useDictionary('notice_type');
  const levels = useDictionary('notice_level');
  return (
    <>
      <TextInput source="title" validate={[required(), maxLength(NOTICE_TITLE_MAX)]} fullWidth />
      <SelectInput source="type" choices={dictionaryChoices(types)} validate={required()} translateChoice={false} fullWidth />
      <SelectInput source="level" choices={dictionaryChoices(levels)} validate={required()} translateChoice={false} fullWidth />
      <TargetInputs />
      <NoticeContentInput />
    </>
  );
};

/** What a new notice starts with. */
export const newNotice = { level: 'L', targetType: noticeTargetTypes.all, targetUserIds: [], content: '' };

/** What POST and PUT take (API-CONTRACT §3): the form's fields only, never the status columns the record carries. */
export function toNoticeForm(data: Record<string, unknown>) {
  const targetType = Number(data.targetType);
  return {
    title: data.title,
    content: data.content,
    type: data.type,
    level: data.level,
    targetType,
    targetUserIds: targetType === noticeTargetTypes.specificUsers ? ((data.targetUserIds as unknown[] | undefined) ?? []).map(String) : [],
  };
}
