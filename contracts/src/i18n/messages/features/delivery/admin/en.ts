/** The back office's delivery screens: words the screens add to `delivery.*`. */
export const deliveryAdminEn = {};
