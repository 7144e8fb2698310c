import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/limits': { fuzz: () => ['/limits'], data: { path: () => '/limits', ready: heading(/Limits/) } },
};
