/**
 * The built-in roles' names as people read them (their display_name at the service), for wherever
 * the role list is not at hand: the sign-in page, or a role that may not read roles.
 */
export const BUILT_IN_ROLE_NAMES: Record<string, string> = {
  Admin: 'Administrator',
  Standard: 'Standard',
  ReadOnly: 'Read only',
};
