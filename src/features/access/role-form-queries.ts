import { apiKeyQueries } from './api-keys-api';
import { roleQueries } from './roles-api';
import { userQueries } from './users-api';

/**
 * What the role form draws from: the roles (names taken, and whether the service takes role changes)
 * and the permission catalogue; for a saved role, the role and who holds it (its people and keys).
 */
export const roleFormQueries = (roleId?: string) => [
  roleQueries.list(),
  roleQueries.permissions(),
  ...(roleId ? [roleQueries.detail(roleId), userQueries.list(), apiKeyQueries.list()] : []),
];
