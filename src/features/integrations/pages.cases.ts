import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/integrations': {
    fuzz: () => ['/integrations'],
    data: { path: () => '/integrations', ready: heading('Integrations') },
  },
};
