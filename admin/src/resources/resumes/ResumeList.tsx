import type { ResumeRow } from '@jobmarket/contracts/resumes/views';
import { DataTable, List, useTranslate } from 'react-admin';
import { locationLine } from '../jobs/jobFormat';
import { ListEmpty } from '../membership/shared/ListEmpty';
import { genderLabel } from './resumeFormat';
import { resumeFilters } from './resumeFilters';
import { ResumeListActions } from './ResumeListActions';
import { ResumeSearchableChip } from './ResumeSearchableChip';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * Every resume (staff, biz:resume:query), newest first: who, their education, industry, place and years of
 * experience, whether employers can find it and whether it has a PDF; filters, sortable columns and the xlsx export of
 * what is shown. Staff read contact details unmasked, in the resume itself. A row opens the resume.
 */
export const ResumeList = () => {
  const translate = useTranslate();
  return (
    <List
      resource="resumes"
      filters={resumeFilters}
      sort={{ field: 'createTime', order: 'DESC' }}
      actions={<ResumeListActions />}
      // the filters stay visible when nothing matches; the table says why it is empty
      empty={false}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<ResumeRow> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages="resources.resumes.empty" />}>
        <DataTable.Col source="name" label="resumes.fields.name" />
        <DataTable.Col source="gender" label="resumes.fields.gender" disableSort render={(resume) => genderLabel(resume.gender, translate)} />
        <DataTable.NumberCol source="age" label="resumes.fields.age" />
        <DataTable.Col source="education.label" label="resumes.fields.education" disableSort />
        <DataTable.Col source="industry.label" label="resumes.fields.industry" disableSort />
        <DataTable.Col source="location" label="resumes.fields.location" disableSort render={(resume) => locationLine(resume.location)} />
        <DataTable.Col
          source="experienceYears"
          label="resumes.fields.experienceYears"
          render={(resume) => translate('resumes.experience.years', { smart_count: resume.experienceYears })}
          cellSx={noWrap}
        />
        <DataTable.Col source="searchable" label="resumes.fields.searchable" disableSort render={(resume) => <ResumeSearchableChip searchable={resume.searchable} />} />
        <DataTable.Col
          source="pdfUrl"
          label="resumes.fields.pdf"
          disableSort
          render={(resume) => translate(resume.pdfUrl ? 'resources.resumes.answers.yes' : 'resources.resumes.answers.no')}
        />
        <DataTable.Col source="createTime" label="resumes.fields.createTime" cellSx={noWrap} />
      </DataTable>
    </List>
  );
};
