import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/forwarding': {
    fuzz: () => ['/forwarding'],
    data: { path: () => '/forwarding', ready: heading('Forwarding') },
  },
  '/_console/encryption-keys': {
    fuzz: () => ['/encryption-keys'],
    data: { path: () => '/encryption-keys', ready: heading('Encryption keys') },
  },
};
