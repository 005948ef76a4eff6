/** Texts of adminRebuilds; filled in by the feature that owns them. */
export const adminRebuildsEn = { status: { rebuilds: { title: 'Rebuilds' } } };
