/** The back office's resume screens: words the screens add to `resumes.*`. */
export const resumesAdminEn = {};
