import { Navigate } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** /404, and the view of a server menu whose component the admin does not know. */
export const NotFoundPage = () => <ErrorPage code="404" messages="admin.pages.notFound" />;

/** react-admin's catch-all: a path matching no route goes to /404 (spec §2). */
export const RedirectToNotFound = () => <Navigate to="/404" replace />;
