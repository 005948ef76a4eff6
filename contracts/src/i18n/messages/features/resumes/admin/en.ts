/**
 * The back office's resume screens (admin/src/resources/resumes): list, detail, PDF, recommendation report, history,
 * and the dashboard's resumes card. A resume's own words (fields, genders, templates, events, messages) are the
 * domain's `resumes.*`; only what the screens add is here. No `resources.resumes.name`: the screen is titled by the
 * server's menu (`menus.resumes`), which a name would override.
 */
export const resumesAdminEn = {
  resources: {
    resumes: {
      filters: {
        createdFrom: 'Created from',
        createdTo: 'Created until',
      },
      empty: {
        none: 'No resumes yet. Job seekers write them on the portal, and every one of them is listed here.',
        filtered: 'No resume matches these filters.',
      },
      answers: { yes: 'Yes', no: 'No' },
      visibility: { searchable: 'Open to employers', private: 'Private' },
      fields: { seekerId: 'Job seeker' },
      show: { title: 'Resume: %{name}', seeker: '%{username} (#%{id})' },
      tabs: { details: 'Details', pdf: 'PDF', recommendation: 'Recommendation report' },
      sections: {
        profile: 'Profile',
        contact: 'Contact',
        background: 'Education and work',
        experience: 'Experience',
        files: 'Files',
        record: 'Record',
      },
      avatar: { alt: 'Avatar of %{name}', none: 'No avatar' },
      experience: { none: 'No experience entered.', period: '%{from} – %{to}' },
      files: {
        none: 'None',
        open: 'Open %{name}',
        loading: 'Loading %{name}…',
        loadFailed: '%{name} could not be loaded',
      },
      pdf: {
        title: 'Resume PDF of %{name}',
        template: 'Generated with the “%{template}” template',
        none: 'No PDF has been generated for this resume yet. The job seeker generates one from a template on the portal.',
        loading: 'Loading the PDF…',
        loadFailed: 'The PDF could not be loaded.',
        open: 'Open in a new tab',
      },
      recommendation: {
        none: 'No recommendation report yet.',
        explain: 'The job seeker reads this report on their resume. Saving an empty report removes it.',
        length: '%{count} / %{max} characters',
        save: 'Save report',
      },
      history: {
        duplicatedFrom: 'Duplicated from resume',
        entry: '%{title} at %{organisation} (%{period})',
      },
    },
  },
  dashboard: {
    resumes: {
      title: 'Resumes',
      total: 'Total resumes',
      newThisMonth: 'New this month',
      range: 'Period',
      last7: '7 days',
      last30: '30 days',
      chartLabel: 'New resumes per day from %{from} to %{to}',
      day: '%{day}: %{count}',
      count: '%{smart_count} new resume |||| %{smart_count} new resumes',
      empty: 'No new resume in this period.',
      viewResumes: 'View resumes',
    },
  },
};
