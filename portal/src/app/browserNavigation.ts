/** The back office: another app on this origin, so reaching it is a full page load, not a client-side route. */
export const ADMIN_PATH = '/admin/';

/** Leaves the portal for another app on this origin; one object so tests can watch the page load it asks for. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
