import { SearchInput } from 'react-admin';
import { DayRangeInput } from '../jobs/DayRangeInput';
import { ProvinceInput } from '../jobs/ProvinceInput';
import { DictionaryInput } from './DictionaryInput';

/**
 * The resume list's filters, named as the api's (`GET /resumes/page`): keywords, education, industry, province and the
 * created day range (`createTime[]`, both days included). Keywords and education stay open; the others are added
 * from the filter button.
 */
export const resumeFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <DictionaryInput key="education" dictCode="education" source="education" label="resumes.fields.education" alwaysOn />,
  <DictionaryInput key="industry" dictCode="industry" source="industry" label="resumes.fields.industry" />,
  <ProvinceInput key="provinceCode" source="provinceCode" label="resumes.fields.province" />,
  <DayRangeInput key="createTime" source="createTime" label="resumes.fields.createTime" fromLabel="resources.resumes.filters.createdFrom" toLabel="resources.resumes.filters.createdTo" />,
];
