import { withKeys } from '../../../lib/keys';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/badge';
import type { ApiKey } from '../api-keys-model';
import type { Permission } from '../model';
import type { RoleChange } from '../role-change';
import type { User } from '../users-model';
import { fullName } from '../users-model';
import { ShownText } from '../../../components/shown-text';

interface Props {
  change: RoleChange;
  holders: { users: User[]; keys: ApiKey[] } | undefined;
  isNew: boolean;
}

const names = (permissions: Permission[]) => permissions.map((p) => p.display_name ?? p.name).join(', ');

/** What saving would change, updated as the form changes: sensitive first, then the rest, then who is reached. */
export function RoleChangePreview({ change, holders, isNew }: Props) {
  const nothing = change.granted.length === 0 && change.removed.length === 0;
  return (
    <aside className="card stack" aria-labelledby="role-preview">
      <h2 id="role-preview">{isNew ? 'What this role grants' : 'What saving changes'}</h2>
      <div aria-live="polite" className="stack">
        {nothing && <p className="muted">No permission changes yet.</p>}
        {change.sensitiveGranted.length > 0 && (
          <p>
            <Badge tone="warning">Sensitive</Badge> Grants {names(change.sensitiveGranted)}.
          </p>
        )}
        {change.sensitiveRemoved.length > 0 && (
          <p>
            <Badge tone="warning">Sensitive</Badge> Removes {names(change.sensitiveRemoved)}.
          </p>
        )}
        {change.granted.length > change.sensitiveGranted.length && (
          <p>Grants {names(change.granted.filter((p) => !p.sensitive))}.</p>
        )}
        {change.removed.length > change.sensitiveRemoved.length && (
          <p>Removes {names(change.removed.filter((p) => !p.sensitive))}.</p>
        )}
      </div>
      {!isNew && (
        <>
          <h3>Who holds it</h3>
          {!holders ? (
            <p className="muted">Reading who holds it… (needs users_read and api_keys_read)</p>
          ) : holders.users.length + holders.keys.length === 0 ? (
            <p className="muted">Nobody: no user or API key holds this role.</p>
          ) : (
            <>
              <p>
                {holders.users.length} {holders.users.length === 1 ? 'user' : 'users'} and{' '}
                {holders.keys.length} {holders.keys.length === 1 ? 'API key' : 'API keys'}, from their next
                request:
              </p>
              <ul>
                {withKeys(holders.users, (u) => u.id).map(([u, key]) => (
                  <li key={key}>
                    <Link to="/users/$userId" params={{ userId: u.id }}>
                      {fullName(u)}
                    </Link>
                  </li>
                ))}
                {withKeys(holders.keys, (k) => k.id).map(([k, key]) => (
                  <li key={key}>
                    API key <ShownText text={k.name} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </aside>
  );
}
