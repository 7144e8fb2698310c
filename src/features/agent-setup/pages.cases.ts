import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/agent-setup': {
    fuzz: () => ['/agent-setup'],
    data: { path: () => '/agent-setup', ready: heading('Agent setup') },
  },
};
