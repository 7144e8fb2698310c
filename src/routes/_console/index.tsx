import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { identityQuery } from '../../api/identity';
import { prefetchAll } from '../../api/route-data';
import { homePageQueries } from '../../features/home/api';
import { HomePage } from '../../features/home/components/home-page';
import { personKey } from '../../lib/recent';

export const Route = createFileRoute('/_console/')({
  // The identity is known by now (the console's beforeLoad ensured it).
  loader: ({ context }) =>
    prefetchAll(
      context.queryClient,
      homePageQueries(Date.now(), personKey(context.queryClient.getQueryData(identityQuery().queryKey))),
    ),
  component: HomeRoute,
});

function HomeRoute() {
  const [openedAt] = useState(() => Date.now());
  return <HomePage openedAt={openedAt} />;
}
