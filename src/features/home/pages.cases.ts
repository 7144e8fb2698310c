import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/': {
    fuzz: () => ['/'],
    // From a dashboard, which Home then lists among those opened lately, by their current names.
    // Failing deliveries are read from the notifications of the monitors the list names.
    data: {
      from: (s) => `/dashboards/${s.dashboard()}`,
      path: () => '/',
      ready: heading('Home'),
      dependent: /^GET \/monitors\/[^/]+\/notifications$/,
    },
  },
};
