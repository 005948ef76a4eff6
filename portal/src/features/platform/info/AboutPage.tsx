import { InfoPage } from './InfoPage';

const AboutPage = () => (
  <InfoPage
    title="portal.about.title"
    paragraphs={[
      { body: 'portal.about.intro' },
      { heading: 'portal.about.seekersHeading', body: 'portal.about.seekers' },
      { heading: 'portal.about.employersHeading', body: 'portal.about.employers' },
      { heading: 'portal.about.schoolsHeading', body: 'portal.about.schools' },
      { heading: 'portal.about.trustHeading', body: 'portal.about.trust' },
    ]}
  />
);

export default AboutPage;
