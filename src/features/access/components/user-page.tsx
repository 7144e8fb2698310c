import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIdentity } from '../../../api/use-identity';
import { Badge } from '../../../components/badge';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { formatTimestamp, isoTime } from '../../../lib/time';
import { formatRelative } from '../../../lib/relative-time';
import { roleQueries } from '../roles-api';
import { userQueries } from '../users-api';
import { fullName, LOGIN_METHODS } from '../users-model';
import styles from './access.module.css';
import { UserActions } from './user-actions';
import { UserEditForm } from './user-edit-form';
import { UserGroups } from './user-groups';
import { UserStatusBadge } from './user-status-badge';
import { epochMs } from '../../../api/tolerant';
import { loginMethodsOf } from '../../../api/tolerant-records';
import { withKeys } from '../../../lib/keys';
import { ShownText } from '../../../components/shown-text';

/** One person: profile, roles, sign-ins, groups and organisations; edit and account actions. */
export function UserPage({ userId }: { userId: string }) {
  const display = useDisplaySettings();
  const { data: user } = useSuspenseQuery(userQueries.detail(userId));
  const roles = useQuery(roleQueries.list()).data?.roles ?? [];
  const organisations = useQuery(userQueries.organisations(userId));
  const identity = useIdentity();
  const isSelf = identity?.identity?.type === 'USER_ID' && identity.identity.id === user.id;
  const roleName = new Map(roles.map((r) => [r.role_id, r.display_name]));
  const logins = Object.entries(user.last_logins ?? {})
    .map(([method, at]) => [method, epochMs(at)] as const)
    .sort((a, b) => b[1] - a[1]);
  const enabled = loginMethodsOf(user.login_methods);
  const methods = LOGIN_METHODS.filter((m) => enabled.get(m.key)?.enabled === true);
  const tags = Object.entries(user.tags ?? {});

  return (
    <div className="stack">
      <p>
        <Link to="/users">← All users</Link>
      </p>
      <PageHeader
        title={
          <>
            <ShownText text={fullName(user)} /> {isSelf && <Badge tone="info">You</Badge>}
          </>
        }
        lead={user.email}
        actions={<UserActions user={user} isSelf={isSelf} />}
      />
      <div className={styles.columns}>
        <section aria-labelledby="user-profile" className="card stack">
          <h2 id="user-profile">Profile</h2>
          <dl className={styles.details}>
            <dt>Status</dt>
            <dd>
              <UserStatusBadge status={user.status} />
              {user.status === 'INVITED' && user.invited_at !== undefined && (
                <span className="muted">
                  {' '}
                  invited {formatRelative(user.invited_at * 1000)}
                  {user.invited_by ? ` by ${user.invited_by}` : ''}
                </span>
              )}
            </dd>
            <dt>Roles</dt>
            <dd className="row">
              {withKeys(user.roles, (r) => r).map(([r, key]) => (
                <Link key={key} to="/roles/$roleId" params={{ roleId: r }}>
                  {roleName.get(r) ?? r}
                </Link>
              ))}
            </dd>
            <dt>May sign in with</dt>
            <dd>{methods.length ? methods.map((m) => m.label).join(', ') : 'no method'}</dd>
            <dt>Last sign-ins</dt>
            <dd>
              {logins.length === 0 ? (
                <span className="muted">never signed in</span>
              ) : (
                <ul className="plain-list">
                  {logins.map(([method, at]) => (
                    <li key={method}>
                      {LOGIN_METHODS.find((m) => m.key === method)?.label ?? method}:{' '}
                      <time dateTime={isoTime(at)} title={formatTimestamp(at, display)}>
                        {formatRelative(at)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>Tags</dt>
            <dd className="row">
              {tags.length ? (
                tags.map(([k, v]) => (
                  <Badge key={k}>
                    {k}: {v}
                  </Badge>
                ))
              ) : (
                <span className="muted">none</span>
              )}
            </dd>
          </dl>
        </section>
        <div className="stack">
          <UserGroups user={user} />
          <section aria-labelledby="user-orgs" className="card stack">
            <h2 id="user-orgs">Organisations</h2>
            {organisations.error ? (
              <ErrorPanel
                error={organisations.error}
                action="read their organisations"
                onRetry={() => void organisations.refetch()}
              />
            ) : !organisations.data ? (
              <p className="muted">Loading…</p>
            ) : (
              <ul className="plain-list stack">
                {withKeys(organisations.data.organisations, (o) => o.id).map(([o, key]) => (
                  <li key={key}>
                    <ShownText text={o.name} />
                    {identity?.org_id === o.id && <span className="muted"> (this one)</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <UserEditForm user={user} isSelf={isSelf} roles={roles} />
    </div>
  );
}
