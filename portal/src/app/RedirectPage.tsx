import { Navigate, useLocation, useParams } from 'react-router';

/**
 * `/redirect/<path>` re-navigates to `/<path>` with the same query, as the origin's redirect helper does (spec §2):
 * a page links here to be opened afresh, even when it is the page already shown.
 */
export const RedirectPage = () => {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  // a leading slash in the tail would make //host, an address on another site
  return <Navigate to={`/${path.replace(/^\/+/, '')}${search}${hash}`} replace />;
};
