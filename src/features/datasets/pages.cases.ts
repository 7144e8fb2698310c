import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/datasets': {
    fuzz: () => ['/datasets'],
    // Each dataset's parser is asked for by the id the dataset list returns.
    data: {
      path: () => '/datasets',
      ready: heading('Datasets'),
      dependent: /^GET \/datasets\/[^/]+\/parser$/,
    },
  },
  '/_console/datasets_/coverage': {
    fuzz: () => ['/datasets/coverage', '/datasets/coverage?range=Last%207%20days'],
    data: { path: () => '/datasets/coverage', ready: heading('Parser coverage') },
  },
};
