/** The product release this build belongs to, shown on the dashboard. */
export const productVersion = '2.20.1';
