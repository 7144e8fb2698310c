import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/settings': {
    fuzz: () => ['/settings'],
    data: {
      path: () => '/settings',
      from: () => '/permissions',
      ready: heading('Settings'),
      asksNothing: true,
    },
  },
};
