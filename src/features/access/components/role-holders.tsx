import { withKeys } from '../../../lib/keys';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { apiKeyQueries } from '../api-keys-api';
import { holdersOf } from '../role-change';
import { userQueries } from '../users-api';
import { fullName } from '../users-model';
import { ShownText } from '../../../components/shown-text';

/** Who holds a role: people and API keys (each list only if the signed-in role may read it). */
export function RoleHolders({ roleId }: { roleId: string }) {
  const users = useQuery(userQueries.list());
  const keys = useQuery(apiKeyQueries.list());
  const holders = holdersOf(roleId, users.data?.users ?? [], keys.data?.api_keys ?? []);
  return (
    <section aria-labelledby="role-holders" className="card stack">
      <h2 id="role-holders">Who holds it</h2>
      {users.data && (
        <p>
          {holders.users.length === 0 ? (
            'No user. '
          ) : (
            <>
              {holders.users.length} {holders.users.length === 1 ? 'user' : 'users'}:{' '}
              {withKeys(holders.users.slice(0, 12), (u) => u.id).map(([u, key], i) => (
                <span key={key}>
                  {i > 0 && ', '}
                  <Link to="/users/$userId" params={{ userId: u.id }}>
                    <ShownText text={fullName(u)} />
                  </Link>
                </span>
              ))}
              {holders.users.length > 12 && (
                <>
                  {' '}
                  and{' '}
                  <Link to="/users" search={{ role: roleId }}>
                    {holders.users.length - 12} more
                  </Link>
                </>
              )}
              .{' '}
            </>
          )}
        </p>
      )}
      {keys.data && (
        <p>
          {holders.keys.length === 0
            ? 'No API key.'
            : `${holders.keys.length} API ${holders.keys.length === 1 ? 'key' : 'keys'}: ${holders.keys.map((k) => k.name).join(', ')}.`}
        </p>
      )}
      {(users.error ?? keys.error) && <p className="muted">Some holders cannot be listed with your role.</p>}
    </section>
  );
}
