import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { prefetchAll } from '../../api/route-data';
import { ingestedQuery, todayWindow, usageWindow } from '../../api/ingestion';
import { homeQueries } from '../../features/home/api';
import { HomePage } from '../../features/home/components/home-page';

export const Route = createFileRoute('/_console/')({
  loader: ({ context }) => {
    const now = Date.now();
    return prefetchAll(context.queryClient, [
      // What is alerting is asked afresh on every visit.
      { ...homeQueries.monitors(), staleTime: 0 },
      homeQueries.limits(),
      ingestedQuery(todayWindow(now)),
      ingestedQuery(usageWindow(now)),
    ]);
  },
  component: HomeRoute,
});

function HomeRoute() {
  const [openedAt] = useState(() => Date.now());
  return <HomePage openedAt={openedAt} />;
}
