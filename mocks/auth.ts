import type { components } from '../src/api/schema.gen';
import { hashSecret } from './db/prng';
import { permissionByName } from './db/permissions';
import type { Db } from './db/store';
import { membershipOf } from './db/memberships';
import type { DbState, StoredRole, StoredUser } from './db/types';
import { HttpError } from './http-errors';

/** Who a request acts as: resolved from the API-key header or the bearer JWT. */
export interface Caller {
  identity: components['schemas']['Identity'];
  displayName: string;
  email?: string;
  roles: string[];
  permissions: Set<string>;
  orgId: string;
  /** The credential the rate limit counts against. */
  credential: string;
  userId?: string;
}

const API_KEY_HEADER = 'x-bronto-api-key';
const DEMO_ISSUER = 'lookout-demo';
const DEMO_SIGNING_SECRET = 'lookout-demo-signing-secret';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/**
 * A demo bearer token for a user: a JWT whose `sub` is the user's id, signed with the demo secret.
 * Only the mocks accept it; it shows how the console signs in with a bearer token.
 */
export function createDemoToken(userId: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: DEMO_ISSUER, sub: userId }));
  return `${header}.${payload}.${hashSecret(`${DEMO_SIGNING_SECRET}.${header}.${payload}`)}`;
}

function verifyDemoToken(token: string): string | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  if (signature !== hashSecret(`${DEMO_SIGNING_SECRET}.${header}.${payload}`)) return null;
  try {
    const claims = JSON.parse(fromBase64url(payload)) as { iss?: string; sub?: string };
    return claims.iss === DEMO_ISSUER && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

export function findRole(state: DbState, roleId: string, orgId: string | null): StoredRole | undefined {
  return state.roles.find((r) => r.role_id === roleId && (r.org_id === null || r.org_id === orgId));
}

/** The union of the permissions the roles grant; unknown role ids grant nothing. */
function permissionsOf(state: DbState, roles: string[], orgId: string): Set<string> {
  const names = new Set<string>();
  for (const roleId of roles) findRole(state, roleId, orgId)?.permission_names.forEach((n) => names.add(n));
  return names;
}

const unauthorized = (details: string) => new HttpError(401, details);

export function resolveCaller(request: Request, db: Db): Caller {
  const state = db.state;
  const apiKey = request.headers.get(API_KEY_HEADER);
  const authorization = request.headers.get('authorization');
  if (apiKey) {
    const hash = hashSecret(apiKey);
    const key = state.apiKeys.find((k) => k.secret_hash === hash);
    if (!key) throw unauthorized('Unknown API key. Check the X-BRONTO-API-KEY header.');
    if (key.expires_at !== undefined && key.expires_at <= db.now()) {
      throw unauthorized(`The API key "${key.name}" expired.`);
    }
    return {
      identity: { type: 'API_KEY_ID', id: key.id },
      displayName: key.name,
      roles: key.roles,
      permissions: permissionsOf(state, key.roles, key.org_id),
      orgId: key.org_id,
      credential: `key:${key.id}`,
    };
  }
  if (authorization) {
    // `Bearer <JWT>`, or the JWT alone, as the vendor's Python SDK sends it.
    const match = /^(?:Bearer\s+)?(\S+)$/i.exec(authorization.trim());
    const userId = match ? verifyDemoToken(match[1] as string) : null;
    if (!userId) throw unauthorized('Invalid bearer token. Send Authorization: Bearer <JWT>.');
    const user = state.users.find((u) => u.id === userId);
    if (!user) throw unauthorized('The bearer token names an unknown user.');
    const orgId = state.currentOrg[user.id] as string;
    // Roles and status are the current organisation's: deactivated there, signed out there.
    const { roles, status } = membershipOf(state, user.id, orgId) ?? { roles: [], status: 'REMOVED' };
    if (status === 'DEACTIVATED' || status === 'REMOVED') {
      throw unauthorized(`The user ${user.email} is ${status.toLowerCase()}.`);
    }
    return {
      identity: { type: 'USER_ID', id: user.id },
      displayName: fullName(user),
      email: user.email,
      roles,
      permissions: permissionsOf(state, roles, orgId),
      orgId,
      credential: `user:${user.id}`,
      userId: user.id,
    };
  }
  throw unauthorized('Missing credentials: send X-BRONTO-API-KEY or Authorization: Bearer <JWT>.');
}

function fullName(user: StoredUser): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** 403 with a message that says which permission is missing and what it is for. */
export function requirePermission(caller: Caller, permission: string): void {
  if (permission === 'none' || caller.permissions.has(permission)) return;
  const what = permissionByName(permission);
  throw new HttpError(
    403,
    `Your role (${caller.roles.join(', ') || 'none'}) does not include the permission ${permission}` +
      (what ? ` (${what.display_name}: ${what.description})` : '') +
      '.',
  );
}
