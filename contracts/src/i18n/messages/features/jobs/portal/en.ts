/** The public face of jobs and companies: the portal home, career tips and search. */
export const jobsPortalEn = {
  portal: {
    home: {
      searchLabel: 'Job title, skill or keyword',
      searchPlaceholder: 'Job title, skill or keyword',
      searchButton: 'Search',
      stats: { hotJobs: 'Hot jobs', famousCompanies: 'Famous companies', jobSeekers: 'Job seekers' },
      hotJobsTitle: 'Hot jobs',
      hotJobsSoon: 'Job listings open soon. The first positions will appear here as soon as employers publish them.',
      hotCompaniesTitle: 'Hot companies',
      hotCompaniesSoon: 'Company profiles open soon, together with the first job listings.',
      tipsTitle: 'Career tips',
    },
    tips: {
      resume: {
        title: 'One page, one goal',
        body: 'Tailor your resume to each job: put the experience that matches the posting first and show results with numbers.',
      },
      interview: {
        title: 'Prepare three stories',
        body: 'Before an interview, prepare three short stories about problems you solved. They answer most behavioural questions.',
      },
      salary: {
        title: 'Know your range',
        body: 'Check what similar jobs pay in your city before you talk about salary, and name a range rather than a single number.',
      },
      firstJob: {
        title: 'Your first job',
        body: 'Internships, school projects and volunteer work count as experience. Describe what you did and what you learned.',
      },
    },
    search: {
      jobsTitle: 'Job search',
      jobsResults: 'Jobs',
      jobsSoon: 'Job listings open soon. Employers are registering now; their positions will be searchable here.',
      companiesTitle: 'Company search',
      companiesLabel: 'Company name or industry',
      companiesResults: 'Companies',
      companiesSoon: 'Company profiles open soon. Approved employers will be searchable here.',
      resultsFor: 'Results for “%{keywords}”',
    },
  },
};
