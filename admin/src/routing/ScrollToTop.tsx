import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: navigation always scrolls to the top (react-admin only does so when a link asks for it). */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
};
