import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { prefetchAll } from '../../api/route-data';
import { homeQueries, homeWindows } from '../../features/home/api';
import { HomePage } from '../../features/home/components/home-page';

export const Route = createFileRoute('/_console/')({
  loader: ({ context }) => {
    const windows = homeWindows(Date.now());
    return prefetchAll(context.queryClient, [
      homeQueries.monitors(),
      homeQueries.limits(),
      homeQueries.ingested(windows.today),
      homeQueries.ingested(windows.month),
    ]);
  },
  component: HomeRoute,
});

function HomeRoute() {
  const [openedAt] = useState(() => Date.now());
  return <HomePage openedAt={openedAt} />;
}
