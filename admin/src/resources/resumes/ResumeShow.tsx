import type { ResumeDetail } from '@jobmarket/contracts/resumes/views';
import { ListButton, Show, TabbedShowLayout, TopToolbar, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { ResumeHistory } from './ResumeHistory';
import { ResumeOverview } from './ResumeOverview';
import { ResumePdf } from './ResumePdf';
import { ResumeRecommendation } from './ResumeRecommendation';

const ResumeTitle = () => {
  const resume = useRecordContext<ResumeDetail>();
  const translate = useTranslate();
  return <>{resume ? translate('resources.resumes.show.title', { name: resume.name }) : ''}</>;
};

/**
 * One resume (`GET /resumes/{id}`, staff): every field, its PDF inline, the recommendation report (written by staff
 * holding biz:resume:recommend) and its history. `id` is for rendering it outside its route.
 */
export const ResumeShow = ({ id }: { id?: Identifier }) => (
  <Show
    resource="resumes"
    id={id}
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
    title={<ResumeTitle />}
  >
    {/* tabs kept out of the URL: the path stays /resumes/:id/show, which the tags view titles as this resume */}
    <TabbedShowLayout syncWithLocation={false}>
      <TabbedShowLayout.Tab label="resources.resumes.tabs.details">
        <ResumeOverview />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.resumes.tabs.pdf">
        <ResumePdf />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.resumes.tabs.recommendation">
        <ResumeRecommendation />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="history.tab">
        <ResumeHistory />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
