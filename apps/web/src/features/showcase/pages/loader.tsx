import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { AppButton } from '@/components/button/app-button';
import { MetricCard } from '@/components/metric-card';
import { EmptyState, PageLoader } from '@/components/layout/page-state';
import { Demo, DemoRow, ShowcasePage } from '../components/showcase-page';

export function LoaderPage() {
  return (
    <ShowcasePage
      title="Loader"
      description="Loading states: PageLoader for a whole page or section (a named progress indicator), skeletons inside cards and tables, a loading button for actions; EmptyState when loading finished with nothing."
      components={['PageLoader', 'EmptyState', 'Skeleton (inside AppCard, MetricCard, StatsTable)']}
      source="components/layout/page-state.tsx"
      props={[
        { name: 'label', type: 'string', description: 'PageLoader: accessible name (default “Loading…”).' },
        { name: 'message', type: 'string', description: 'EmptyState: the notice.' },
      ]}
    >
      <Demo title="Page loader">
        <PageLoader label="Loading campaigns" />
      </Demo>
      <Demo title="Skeletons and loading button">
        <Stack spacing={2}>
          <DemoRow>
            <MetricCard label="Views" value="" loading />
            <AppButton loading>Saving</AppButton>
          </DemoRow>
          <Stack sx={{ maxWidth: 400 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rectangular" height={60} />
          </Stack>
        </Stack>
      </Demo>
      <Demo title="Empty">
        <EmptyState message="No active campaigns yet." />
      </Demo>
    </ShowcasePage>
  );
}
