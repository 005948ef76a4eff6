import { Box } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { pageProgress, PROGRESS_SPEED_MS, type Progress } from './progress';

/** Counts a route change as work until the new page has rendered (its own requests then keep the bar going). */
function useNavigationProgress(progress: Progress): void {
  const { pathname } = useLocation();
  useEffect(() => {
    progress.start();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      progress.done();
    };
    const frame = requestAnimationFrame(finish);
    return () => {
      cancelAnimationFrame(frame);
      finish();
    };
  }, [pathname, progress]);
}

/** The thin bar at the top of the window while requests or a navigation are under way. */
export const ProgressBar = ({ progress = pageProgress }: { progress?: Progress }) => {
  useNavigationProgress(progress);
  const value = useSyncExternalStore(progress.subscribe, progress.value);
  return (
    <Box
      role="progressbar"
      aria-hidden={value === null}
      aria-valuenow={value === null ? undefined : Math.round(value * 100)}
      data-testid="page-progress"
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        height: 2,
        zIndex: theme.zIndex.tooltip + 1,
        bgcolor: 'primary.main',
        boxShadow: `0 0 8px ${theme.palette.primary.main}`,
        width: `${(value ?? 1) * 100}%`,
        opacity: value === null ? 0 : 1,
        transition: `width ${PROGRESS_SPEED_MS}ms ease, opacity ${PROGRESS_SPEED_MS}ms ease`,
        pointerEvents: 'none',
      })}
    />
  );
};
