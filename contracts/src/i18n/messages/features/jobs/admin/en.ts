/**
 * The back office's job screens (admin/src/resources/jobs): list, detail, audit dialog, the publishers' jobs, the
 * dashboard card and the notification centre's message and task tabs. A job's own words (fields, states, actions,
 * messages) are the domain's `jobs.*`; only what the screens add is here.
 */
export const jobsAdminEn = {
  resources: {
    jobs: {
      fields: { publisherId: 'Publisher' },
      filters: {
        createdFrom: 'Created from',
        createdTo: 'Created until',
        publishedFrom: 'Published from',
        publishedTo: 'Published until',
      },
      empty: {
        none: 'No jobs yet. Approved publishers post them on the portal, and they wait here for review.',
        filtered: 'No job matches these filters.',
      },
      show: { title: 'Job: %{position}', publisherJobs: '#%{id} · all their jobs' },
      tabs: { details: 'Details', description: 'Description', audit: 'Audit', applicants: 'Job seekers' },
      audit: {
        title: 'Audit job: %{position}',
        summary: '%{company} · total commission %{amount}',
        decision: 'Audit decision',
        shareAmount: '= %{amount}',
        runningTotal: 'Total: %{total} (%{amount})',
        chooseAuditor: 'Choose a resume auditor',
        noAuditors: 'No staff member holds the auditor role yet',
      },
      close: {
        title: 'Close job',
        content: 'Close “%{position}”? It stops being open to job seekers at once.',
      },
      commission: {
        notSet: 'The commission is split when the job is approved.',
        share: 'Share',
        percentage: 'Percentage',
        amount: 'Amount',
      },
      auditTrail: { title: 'Audit trail', empty: 'No audit step yet' },
      applicants: {
        empty: 'No one has applied yet. Job seekers appear here when their applications arrive as delivery orders.',
        fields: {
          seekerName: 'Job seeker',
          appliedTime: 'Applied',
          status: 'Status',
          resume: 'Resume',
          deliveryOrderId: 'Delivery order',
        },
      },
      history: {
        events: {
          JobPosted: 'Job posted for review',
          JobEdited: 'Job edited',
          JobSubmittedForReview: 'Submitted for review again',
          JobApproved: 'Approved',
          JobRejected: 'Rejected',
          JobPublished: 'Published',
          JobExtended: 'Open period extended',
          JobClosed: 'Closed',
          JobExpired: 'Expired',
          JobReposted: 'Reposted',
        },
        closedBy: { staff: 'Taken down by staff', publisher: 'Closed by the publisher' },
      },
    },
    publishers: {
      fields: { jobs: 'Jobs' },
      jobs: { count: '%{smart_count} job |||| %{smart_count} jobs', none: 'No jobs' },
    },
  },
  dashboard: {
    jobs: {
      title: 'Jobs',
      openJobs: 'Open jobs',
      pendingAudits: 'Pending audits',
      reviewPending: 'Review pending jobs',
    },
  },
  notifications: {
    messages: {
      explain: 'Notices sent to you personally, such as decisions and requests addressed to you.',
      empty: 'No messages addressed to you',
    },
    tasks: {
      empty: 'No jobs are waiting for review',
      jobAudit: 'Review job: %{position}',
      submitted: '%{company} · %{time}',
      viewAll: 'All pending jobs (%{count})',
    },
  },
};
