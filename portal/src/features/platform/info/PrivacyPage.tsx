import { InfoPage } from './InfoPage';

const PrivacyPage = () => (
  <InfoPage
    title="portal.privacy.title"
    paragraphs={[
      { body: 'portal.privacy.intro' },
      { heading: 'portal.privacy.collectHeading', body: 'portal.privacy.collect' },
      { heading: 'portal.privacy.useHeading', body: 'portal.privacy.use' },
      { heading: 'portal.privacy.documentsHeading', body: 'portal.privacy.documents' },
      { heading: 'portal.privacy.rightsHeading', body: 'portal.privacy.rights' },
    ]}
  />
);

export default PrivacyPage;
