import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: navigation always scrolls to the top. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
