import { heading, type PageCases } from '../../test/page-case';

export const PAGES: PageCases = {
  '/_console/users/': { fuzz: () => ['/users'], data: { path: () => '/users', ready: heading('Users') } },
  '/_console/users/$userId': {
    fuzz: (id) => [`/users/${id}`],
    data: { path: (s) => `/users/${s.user()}`, ready: heading(/./) },
  },
  '/_console/groups/': { fuzz: () => ['/groups'], data: { path: () => '/groups', ready: heading('Groups') } },
  '/_console/groups/$groupId': {
    fuzz: (id) => [`/groups/${id}`],
    data: { path: (s) => `/groups/${s.group()}`, ready: heading(/./) },
  },
  '/_console/roles/': { fuzz: () => ['/roles'], data: { path: () => '/roles', ready: heading('Roles') } },
  '/_console/roles/new': {
    fuzz: () => ['/roles/new'],
    data: { path: () => '/roles/new', ready: heading('New role') },
  },
  '/_console/roles/compare': {
    fuzz: () => ['/roles/compare?a=Admin&b=Custom'],
    data: { path: () => '/roles/compare', ready: heading(/Compare/) },
  },
  '/_console/roles/$roleId': {
    fuzz: (id) => [`/roles/${id}`],
    data: { path: (s) => `/roles/${s.role()}`, ready: heading(/./) },
  },
  '/_console/roles/$roleId_/edit': {
    fuzz: (id) => [`/roles/${id}/edit`],
    data: { path: (s) => `/roles/${s.role()}/edit`, ready: heading(/^Edit/) },
  },
  '/_console/permissions': {
    fuzz: () => ['/permissions'],
    data: { path: () => '/permissions', ready: heading('Permission catalogue') },
  },
  '/_console/api-keys': {
    fuzz: () => ['/api-keys'],
    data: { path: () => '/api-keys', ready: heading('API keys') },
  },
};
