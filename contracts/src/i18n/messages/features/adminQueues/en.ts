/** The background job queues on the admin's system status page, and the permission button that changes jobs. */
export const adminQueuesEn = {
  status: {
    queues: {
      title: 'Background jobs',
      subtitle: 'Timers, e-mails, notices and roll-ups. A job that fails every attempt waits here for someone to look at it.',
      loadFailed: 'The job queues could not be loaded.',
      failedLoadFailed: 'The failed jobs could not be loaded.',
      empty: 'No job queues.',
      paused: 'Paused',
      columns: {
        name: 'Queue',
        waiting: 'Waiting',
        active: 'Running',
        delayed: 'Scheduled',
        completed: 'Completed',
        failed: 'Failed',
        job: 'Job',
        error: 'Error',
        attempts: 'Attempts',
        failedAt: 'Failed at',
      },
      failedTitle: 'Failed jobs in %{queue}',
      noFailed: 'No failed jobs.',
      retry: 'Retry',
      discard: 'Discard',
      discardTitle: 'Discard the job?',
      discardConfirm: 'Discard the job %{job} (%{id})? It will not run again.',
      retried: 'The job will run again.',
      discarded: 'The job was discarded.',
    },
  },
  menus: { actions: { queues: { edit: 'Retry or discard jobs' } } },
};
