import type { Identifier } from 'react-admin';

/** A job list URL's query: react-admin reads a list's filter from its URL. */
const listSearch = (filter: Record<string, unknown>) => `?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** The jobs waiting for review (status pending): the dashboard card and the task tab lead there. */
export const pendingJobsSearch = listSearch({ status: 'pending' });

/** One publisher's jobs: the publishers' list and a job's detail lead there. */
export const publisherJobsSearch = (publisherId: Identifier) => listSearch({ publisherId });
