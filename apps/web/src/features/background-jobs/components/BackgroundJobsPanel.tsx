import { Box, CloseButton, Divider, Group, Paper, Text, Title } from '@mantine/core';
import type { TBackgroundJob } from '@procura/shared';
import { Fragment } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import classes from './BackgroundJobsDock.module.css';
import { JobItem } from './JobItem';

export interface TBackgroundJobsPanelProps {
  jobs: readonly TBackgroundJob[];
  isLoading: boolean;
  loadError: string | null;
  onClose: () => void;
}

export function BackgroundJobsPanel({ jobs, isLoading, loadError, onClose }: TBackgroundJobsPanelProps) {
  return (
    <Paper className={classes.panel} shadow="xl" radius="lg" withBorder role="dialog" aria-labelledby="background-jobs-title" id="background-jobs-panel">
      <Group justify="space-between" px="md" py="sm" className={classes.panelHeader}>
        <Title order={2} fz="md" id="background-jobs-title">
          Background jobs
        </Title>
        <CloseButton aria-label="Close background jobs" onClick={onClose} />
      </Group>
      {/* A plain vertical scroller: Mantine's ScrollArea lays its content out as a table, which
          let a long job name widen the list and push Ready and Download out of sight. */}
      <Box className={classes.list}>
        {isLoading && jobs.length === 0 ? <Spinner size={32} /> : null}
        {loadError ? (
          <Text size="sm" c="red.7" px="md" py="sm" role="alert">
            {loadError}
          </Text>
        ) : null}
        {!isLoading && jobs.length === 0 && !loadError ? (
          <EmptyState title="No background jobs" description="Exports and generated documents will appear here." />
        ) : null}
        {jobs.map((job, index) => (
          <Fragment key={job.id}>
            {index > 0 ? <Divider /> : null}
            <JobItem job={job} />
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
