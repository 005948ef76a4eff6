import { InfoPage } from './InfoPage';

const TermsPage = () => (
  <InfoPage
    title="portal.terms.title"
    paragraphs={[
      { body: 'portal.terms.intro' },
      { heading: 'portal.terms.accountsHeading', body: 'portal.terms.accounts' },
      { heading: 'portal.terms.contentHeading', body: 'portal.terms.content' },
      { heading: 'portal.terms.employersHeading', body: 'portal.terms.employers' },
      { heading: 'portal.terms.liabilityHeading', body: 'portal.terms.liability' },
    ]}
  />
);

export default TermsPage;
