import { ErrorPage } from './ErrorPage';

/** /401, and react-admin's access-denied view when canAccess refuses a page. */
export const UnauthorizedPage = () => <ErrorPage code="401" messages="admin.pages.unauthorized" />;
