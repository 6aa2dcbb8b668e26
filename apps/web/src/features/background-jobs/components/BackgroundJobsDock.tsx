import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { useAppDispatch, useAppSelector } from '../../../providers/store';
import { setPanelOpen } from '../../../providers/store/background-jobs-slice';
import { errorMessage } from '../../../lib/api-error';
import { useBackgroundJobs } from '../queries';
import { BackgroundJobsPanel } from './BackgroundJobsPanel';
import classes from './BackgroundJobsDock.module.css';
import { useJobCompletionToasts } from './use-job-completion-toasts';

/** Spec §2 background job panel and its floating trigger (bottom right). */
export function BackgroundJobsDock() {
  const dispatch = useAppDispatch();
  const { isAuthenticated } = useAuth();
  const { isOpen, showTrigger } = useAppSelector((state) => state.backgroundJobs);
  const query = useBackgroundJobs({ isSignedIn: isAuthenticated, isPanelOpen: isOpen });
  useJobCompletionToasts(query.data);

  // Another page: the panel steps aside rather than lying over it (its button stays).
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dispatch(setPanelOpen(false));
  }, [pathname, dispatch]);

  const sortedJobs = useMemo(() => [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [query.data]);
  const pendingCount = sortedJobs.filter((job) => job.status === 'pending').length;

  if (!showTrigger && !isOpen) return null;
  return (
    <div className={classes.dock}>
      {isOpen ? (
        <BackgroundJobsPanel
          jobs={sortedJobs}
          isLoading={query.isFetching && !query.data}
          loadError={query.error ? errorMessage(query.error, 'Background jobs could not be loaded.') : null}
          onClose={() => dispatch(setPanelOpen(false))}
        />
      ) : null}
      {showTrigger ? (
        <Tooltip label="Background jobs" position="left" withArrow>
          <Indicator disabled={pendingCount === 0} label={pendingCount} size={18} color="orange" offset={6}>
            <ActionIcon
              size={52}
              radius="xl"
              variant="filled"
              color="blue"
              aria-label="Background jobs"
              aria-expanded={isOpen}
              aria-controls={isOpen ? 'background-jobs-panel' : undefined}
              onClick={() => dispatch(setPanelOpen(!isOpen))}
              style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
            >
              <IconStack2 aria-hidden size={24} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      ) : null}
    </div>
  );
}
