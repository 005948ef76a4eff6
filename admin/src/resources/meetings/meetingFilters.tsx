import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { endStatusChoices, publishStatusChoices } from './meetingChoices';
import { useSchoolChoices } from './useSchoolOptions';

/** The school filter: every registered school by name (`GET /meetings/schools`). */
const SchoolInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const { choices, isPending } = useSchoolChoices();
  return <SelectInput {...props} choices={choices} translateChoice={false} isPending={isPending} />;
};

/**
 * The meeting list's filters, named as `GET /meetings/page` takes them: keywords (title), school, publish status, end
 * status, and the days the meetings run within (`from`, `to`: `YYYY-MM-DD` in the api's zone, both included). All
 * stay open: staff narrow the list across schools by them most of the time.
 */
export const meetingFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <SchoolInput key="schoolId" source="schoolId" label="meetings.fields.school" alwaysOn />,
  <SelectInput key="publishStatus" source="publishStatus" label="meetings.fields.publishStatus" choices={publishStatusChoices} alwaysOn />,
  <SelectInput key="endStatus" source="endStatus" label="meetings.fields.endStatus" choices={endStatusChoices} alwaysOn />,
  <DateInput key="from" source="from" label="resources.meetings.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="resources.meetings.filters.to" alwaysOn />,
];
