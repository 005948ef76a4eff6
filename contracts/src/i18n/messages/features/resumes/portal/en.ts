/** The portal's resume screens: words the screens add to `resumes.*`. */
export const resumesPortalEn = {};
