import type { ReactNode } from 'react';
import { TabbedShowLayout } from 'react-admin';

/**
 * A show page's body as two tabs: the record's facts, and its history (or flow). The tabs stay out of the URL: the
 * path remains /<resource>/:id/show, which the tags view titles as the record.
 */
export const ShowWithHistoryTabs = ({ details, history }: { details: ReactNode; history: ReactNode }) => (
  <TabbedShowLayout syncWithLocation={false}>
    <TabbedShowLayout.Tab label="history.detailsTab">{details}</TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="history.tab">{history}</TabbedShowLayout.Tab>
  </TabbedShowLayout>
);
