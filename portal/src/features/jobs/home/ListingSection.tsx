import { Alert, Box, Button, Grid, type GridSize, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface ListingSectionProps<T> {
  /** The section's anchor; its heading is `${id}-title`. */
  id: string;
  title: string;
  headingLevel?: 'h2' | 'h3';
  listing: UseQueryResult<T[]>;
  emptyMessage: string;
  emptyIcon: ReactNode;
  more: { to: string; label: string };
  itemSize: { xs: GridSize; sm?: GridSize; md?: GridSize };
  keyOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/** A headed list of cards from the read models (hot jobs, hot companies), with a link to the full search and plain words when it is empty. */
export function ListingSection<T>({ id, title, headingLevel = 'h2', listing, emptyMessage, emptyIcon, more, itemSize, keyOf, renderItem }: ListingSectionProps<T>) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} aria-busy={listing.isPending}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}>
        <Typography id={`${id}-title`} variant="h5" component={headingLevel} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={more.to} sx={{ whiteSpace: 'nowrap' }}>
          {more.label}
        </Button>
      </Stack>
      {listing.isError && <Alert severity="error">{listing.error.message}</Alert>}
      {listing.isPending && (
        <Grid container spacing={2}>
          {[1, 2, 3, 4].map((n) => (
            <Grid key={n} size={itemSize}>
              <Skeleton variant="rounded" height={160} />
            </Grid>
          ))}
        </Grid>
      )}
      {listing.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{emptyIcon}</Box>
          <Typography>{emptyMessage}</Typography>
        </Paper>
      )}
      {listing.data && listing.data.length > 0 && (
        <Grid container spacing={2}>
          {listing.data.map((item) => (
            <Grid key={keyOf(item)} size={itemSize}>
              {renderItem(item)}
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}
