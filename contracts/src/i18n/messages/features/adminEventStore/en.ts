/** The event store card on the admin's system status page: append transactions that hold every reader back. */
export const adminEventStoreEn = {
  status: {
    eventStore: {
      title: 'Event store',
      subtitle: 'Saving waits for nothing here; reading waits for every save still open. One open longer than %{seconds} s is listed.',
      loadFailed: 'The event store status could not be loaded.',
      none: 'No save has been open longer than %{seconds} s: lists and projections are up to date.',
      notPostgres: 'KurrentDB keeps its own order; there are no open saves to watch.',
      stalled: 'Lists and projections show nothing newer than the oldest save below until it is committed or rolled back. Ask whoever runs it (the connection is named), or end it in PostgreSQL with pg_terminate_backend(pid).',
      seconds: '%{seconds} s',
      unnamed: '(unnamed connection)',
      columns: {
        pid: 'Process',
        application: 'Connection',
        state: 'State',
        age: 'Open for',
        transactionStart: 'Began',
        queryStart: 'Last statement',
      },
    },
  },
};
