import { Navigate, useLocation } from 'react-router';

/** An address that moved under the spec's /dashboard: old links and bookmarks land on the new one, query kept. */
export const MovedTo = ({ path }: { path: string }) => {
  const { search, hash } = useLocation();
  return <Navigate to={`${path}${search}${hash}`} replace />;
};
