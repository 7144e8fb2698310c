import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/usage': { fuzz: () => ['/usage'], data: { path: () => '/usage', ready: heading(/Usage/) } },
};
