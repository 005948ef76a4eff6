/**
 * The admin's operation log and system (projection) status screens. No `resources.<name>.name` here: react-admin
 * would prefer it to the menu's own label (menus.logs, menus.status) in tabs and titles.
 */
export const adminLogsEn = {
  resources: {
    logs: {
      fields: {
        module: 'Module',
        content: 'Operation',
        operator: 'Operator',
        requestUri: 'Request URI',
        method: 'Method',
        ip: 'IP address',
        region: 'Region',
        browser: 'Browser',
        os: 'Operating system',
        executionTime: 'Duration',
        createTime: 'Time',
        keywords: 'Keywords',
        createTimeFrom: 'From',
        createTimeTo: 'To',
      },
      milliseconds: '%{ms} ms',
      detailTitle: 'Operation details',
      close: 'Close',
      empty: 'No operations match these filters.',
    },
    projections: {
      fields: {
        name: 'Projection',
        state: 'State',
        position: 'Position',
        eventsProcessed: 'Events processed',
        lagEvents: 'Lag (events)',
        lagSeconds: 'Lag (seconds)',
        lastError: 'Last error',
        deadLetters: 'Dead letters',
        updatedAt: 'Updated at',
      },
      states: { running: 'Running', stopped: 'Stopped' },
      refresh: 'Refresh',
      autoRefresh: 'Refreshes every %{seconds} seconds while this page is open',
      seconds: '%{seconds} s',
      noError: 'None',
      empty: 'No projections are registered.',
      loadFailed: 'The projection status could not be loaded.',
    },
  },
};
