import { fetchClient } from './client';
import { getConnection, type Credentials } from './connection';
import { ApiError, toApiError } from './errors';
import type { SessionIdentity } from './identity';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/*
 * How the console learns who is signed in (identity.ts's query reads it through here): a chunk of its
 * own, asked for only when the tab does not know it yet (signing in, a switch, a refused credential),
 * never on a page's load, which finds it kept for the tab.
 */

/** A JWT's claims, read for display only: the service checks the token, not the console. */
function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(text);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

interface Who {
  identity?: Schemas['Identity'];
  display_name: string;
  email?: string;
  roles: string[];
  rolesKnown: boolean;
}

/** Who the credentials are: the user behind a bearer token, or the API key matched by its first 8 characters. */
async function whoIs(credentials: Credentials, signal: AbortSignal): Promise<Who> {
  if (credentials.kind === 'bearer') {
    const claims = jwtClaims(credentials.token);
    const userId = text(claims.sub) ?? text(claims.user_id) ?? text(claims.uid);
    const fallback = {
      display_name: text(claims.name) ?? text(claims.email) ?? 'Signed in with a token',
      ...(text(claims.email) ? { email: text(claims.email) } : {}),
      roles: [] as string[],
    };
    if (!userId) return { ...fallback, rolesKnown: false };
    try {
      const { data: user } = await fetchClient.GET('/users/{userId}', {
        params: { path: { userId } },
        signal,
      });
      if (!user) throw new Error('no user');
      return {
        identity: { type: 'USER_ID' as const, id: user.id },
        display_name: `${user.first_name} ${user.last_name}`.trim() || user.email,
        email: user.email,
        roles: user.roles,
        rolesKnown: true,
      };
    } catch (error) {
      rethrowUnlessRefused(error);
      return { ...fallback, identity: { type: 'USER_ID' as const, id: userId }, rolesKnown: false };
    }
  }
  const prefix = credentials.apiKey.slice(0, 8);
  try {
    const { data } = await fetchClient.GET('/api-keys', { signal });
    const key = data?.api_keys.find((k) => k.api_key === prefix);
    if (key)
      return {
        identity: { type: 'API_KEY_ID' as const, id: key.id },
        display_name: key.name,
        roles: rolesOf(key),
        rolesKnown: true,
      };
  } catch (error) {
    rethrowUnlessRefused(error);
  }
  return { display_name: `API key ${prefix}…`, roles: [] as string[], rolesKnown: false };
}

/** A call the console may do without: refused or missing is fine; a lost credential or outage is not. */
function rethrowUnlessRefused(error: unknown): void {
  const status = toApiError(error).status;
  if (status === 401 || status === 429 || status === 0 || status >= 500) throw error;
}

async function optional<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    rethrowUnlessRefused(error);
    return undefined;
  }
}

/**
 * The identity of a service without "who am I": the user (bearer: the token's claims, then
 * GET /users/{id}) or key (GET /api-keys, by its first 8 characters), the organisation (GET /customer),
 * and the permissions of each role (GET /roles/{role_id}). Whatever cannot be read stays unknown.
 */
async function deriveIdentity(credentials: Credentials, signal: AbortSignal): Promise<SessionIdentity> {
  const [who, customer] = await Promise.all([
    whoIs(credentials, signal),
    optional(async () => (await fetchClient.GET('/customer', { signal })).data),
  ]);
  let permissions: string[] | null = null;
  if (who.rolesKnown && who.roles.length) {
    const roles = await Promise.all(
      who.roles.map((role_id) =>
        optional(
          async () =>
            (await fetchClient.GET('/roles/{role_id}', { params: { path: { role_id } }, signal })).data,
        ),
      ),
    );
    if (roles.every((r) => r !== undefined))
      permissions = [...new Set(roles.flatMap((r) => r.permissions.map((p) => p.name)))].sort();
  }
  return {
    ...(who.identity ? { identity: who.identity } : {}),
    display_name: who.display_name,
    ...(who.email ? { email: who.email } : {}),
    roles: who.roles,
    permissions,
    org_id: customer?.org_id ?? '',
    ...(customer?.customer_name ? { org_name: customer.customer_name } : {}),
    ...(customer ? { customer } : {}),
    derived: true,
  };
}

/** GET /identity where the service has it; otherwise derived from the calls it has. */
export async function readIdentity(signal: AbortSignal): Promise<SessionIdentity> {
  try {
    const { data } = await fetchClient.GET('/identity', { signal });
    if (data) return { ...data, derived: false };
  } catch (error) {
    if (toApiError(error).status !== 404) throw error;
  }
  const connection = getConnection();
  if (!connection) throw new ApiError('signed-out', 0, 'Signed out', 'Sign in to talk to the service.');
  return deriveIdentity(connection.credentials, signal);
}

/**
 * An API key's role ids: a list (the seed, the live service), or an object (the vendor's contract types
 * it so), read as its values.
 */
export function rolesOf({ roles }: Pick<Schemas['ApiKey'], 'roles'>): string[] {
  const listed: unknown[] = Array.isArray(roles) ? roles : Object.values(roles ?? {});
  return listed.filter((r): r is string => typeof r === 'string');
}
