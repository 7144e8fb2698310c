import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/organisation': {
    fuzz: () => ['/organisation'],
    // The organisations it manages are asked for only when the organisation says it is a management one,
    // and the organisation managing it by the id its answer names (the loader asks for its own first).
    data: {
      path: () => '/organisation',
      ready: heading(/./),
      dependent: /^GET \/(customer|organizations\/[^/]+)$/,
    },
  },
};
