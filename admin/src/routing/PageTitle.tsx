import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { pageTitleFrom } from './routeTree';

/**
 * Keeps document.title: a `title` query value (or the current route's `title` parameter) overrides it (spec §2),
 * otherwise the default title from our catalog. Renders nothing.
 */
export const PageTitle = ({ routeParams }: { routeParams?: Record<string, string> }) => {
  const { search } = useLocation();
  const translate = useTranslate();
  const title = pageTitleFrom(search, routeParams, translate('app.adminTitle'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
