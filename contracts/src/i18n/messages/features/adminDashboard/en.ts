/** The admin's home page: visit figures, the visit trend and the latest notices. */
export const adminDashboardEn = {
  admin: {
    dashboard: {
      visitors: 'Visitors (UV)',
      pageViews: 'Page views (PV)',
      today: 'Today',
      total: 'Total',
      growthUp: '%{rate} more than yesterday',
      growthDown: '%{rate} fewer than yesterday',
      growthFlat: 'Same as yesterday',
      loadFailed: 'This could not be loaded.',
      retry: 'Retry',
      trend: {
        title: 'Visit trend',
        last7: 'Last 7 days',
        last30: 'Last 30 days',
        range: 'Period',
        pv: 'Page views',
        uv: 'Visitors',
        ip: 'IP addresses',
        empty: 'No visits in this period yet.',
        chartLabel: 'Page views, visitors and IP addresses per day from %{from} to %{to}',
      },
      notices: {
        title: 'Latest notices',
        empty: 'No notices for you yet.',
        viewAll: 'View all',
        unread: 'Unread',
        publishedBy: 'Published by %{name}',
        close: 'Close',
      },
    },
  },
};
