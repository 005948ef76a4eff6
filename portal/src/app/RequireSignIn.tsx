import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/SessionContext';
import { loginPathFor } from './routeGuard';

/** The signed-in area: a visitor without a session goes to the login page, which brings them back (spec §2). */
export const RequireSignIn = () => {
  const { isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  if (!isSignedIn) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <Outlet />;
};
