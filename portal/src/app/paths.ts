/** The signed-in area's addresses (spec §2: /dashboard and its children); links use these, never literals. */
export const dashboardPaths = {
  home: '/dashboard',
  profile: '/dashboard/profile',
  myNotice: '/dashboard/myNotice',
  unauthorized: '/dashboard/401',
  notFound: '/dashboard/404',
} as const;
