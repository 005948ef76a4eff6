/** The job list showing only the jobs waiting for review (status pending), as react-admin reads a list's filter from its URL. */
export const pendingJobsSearch = `?${new URLSearchParams({ filter: JSON.stringify({ status: 'pending' }) })}`;
