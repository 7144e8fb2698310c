import type { SessionIdentity } from '../../api/identity';

/**
 * Who Home greets: a person by name; a key as a key (its name is not a person's: "Demo admin key"
 * read as a name says nothing), with the organisation either works in. A credential the service would
 * not name is shown as the identity describes it ("API key 3f1c2a9b…").
 */
export function signedIn(identity: SessionIdentity): string {
  const kind = identity.identity?.type;
  const who =
    kind === 'API_KEY_ID'
      ? `Signed in with the API key “${identity.display_name}”`
      : kind === 'USER_ID'
        ? `Signed in as ${identity.display_name}`
        : identity.display_name;
  return identity.org_name ? `${who}, in ${identity.org_name}` : who;
}
