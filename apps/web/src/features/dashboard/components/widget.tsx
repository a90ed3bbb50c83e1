import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error';

type Props<T> = {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  action?: ReactNode;
};

/** A dashboard card: its own loading and error state, so one slow widget holds up nothing else. */
export function Widget<T>({ title, query, children, action }: Props<T>) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardContent>
        <Typography
          variant="h6"
          component="h2"
          sx={{ mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <span style={{ flexGrow: 1 }}>{title}</span>
          {action}
        </Typography>
        {query.isPending ? <Skeleton variant="rounded" height={96} /> : null}
        {query.isError ? <QueryError error={query.error} onRetry={query.refetch} /> : null}
        {query.isSuccess ? children(query.data) : null}
      </CardContent>
    </Card>
  );
}
