/** The back office's job screens (admin/src/resources/jobs): lists, audit dialog, dashboard card. */
export const jobsAdminEn = {};
