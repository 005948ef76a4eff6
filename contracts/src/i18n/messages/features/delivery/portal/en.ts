/** The portal's delivery screens: words the screens add to `delivery.*`. */
export const deliveryPortalEn = {};
