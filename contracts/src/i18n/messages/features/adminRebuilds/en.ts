/** A projection being rebuilt beside its live tables, on the admin's system status page. */
export const adminRebuildsEn = {
  status: {
    rebuilds: {
      title: 'Rebuilds',
      progressLabel: 'Rebuild of %{name}',
      building: 'Rebuilding beside the live tables: %{processed} of %{total} events (%{percent})',
      buildingUncounted: 'Rebuilding beside the live tables: %{processed} events so far',
      switching: 'Switching reads to the rebuilt tables',
      startedAt: 'Started %{time}',
    },
  },
};
