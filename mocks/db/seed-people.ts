import type { Prng } from './prng';
import type { DbState, StoredGroup, StoredUser, User } from './types';

const DAY = 86_400_000;

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Ken',
  'Margaret',
  'Dennis',
  'Radia',
  'Linus',
  'Frances',
  'Donald',
  'Hedy',
  'John',
  'Katherine',
  'Tim',
  'Sophie',
  'Leslie',
  'Anita',
  'Niklaus',
  'Shafi',
  'Bjarne',
  'Mary',
  'Guido',
  'Joan',
  'Yukihiro',
  'Lynn',
  'Ward',
  'Evelyn',
  'Rasmus',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Thompson',
  'Hamilton',
  'Ritchie',
  'Perlman',
  'Torvalds',
  'Allen',
  'Knuth',
  'Lamarr',
  'Backus',
  'Johnson',
  'Berners-Lee',
  'Wilson',
  'Lamport',
  'Borg',
  'Wirth',
  'Goldwasser',
  'Stroustrup',
  'Jackson',
  'van Rossum',
  'Clarke',
  'Matsumoto',
  'Conway',
  'Cunningham',
  'Berezin',
  'Lerdorf',
];
const TEAMS = ['payments', 'platform', 'checkout', 'search', 'sre', 'data'];

/** The seeded organisations' ids. */
export type Orgs = { management: string; acme: string; globex: string };

/**
 * 30 people: the first three are the faces of the demo roles; then a spread over all roles. Everyone
 * is in Acme; every fourth person also works for Globex; Ada also reaches the management org.
 */
export function seedPeople(
  rng: Prng,
  ts: (daysAgoMin: number, daysAgoMax: number) => number,
  { management: managementId, acme: acmeId, globex: globexId }: Orgs,
  [billingRoleId, responderRoleId]: string[],
) {
  const roleCycle = [
    'Standard',
    'ReadOnly',
    'Standard',
    'Admin',
    'ReadOnly',
    'Standard',
    billingRoleId,
    'Standard',
    responderRoleId,
    'ReadOnly',
  ];
  const users: StoredUser[] = [];
  const memberships: DbState['memberships'] = {};
  const currentOrg: Record<string, string> = {};
  for (let i = 0; i < 30; i++) {
    const first = FIRST[i] as string;
    const last = LAST[i] as string;
    const id = rng.uuid();
    const role =
      i === 0
        ? 'Admin'
        : i === 1
          ? 'Standard'
          : i === 2
            ? 'ReadOnly'
            : (roleCycle[i % roleCycle.length] as string);
    const status: User['status'] = i === 27 ? 'DEACTIVATED' : i >= 28 ? 'INVITED' : 'ACTIVE';
    const lastLogins: Record<string, number> = {};
    if (status === 'ACTIVE' || status === 'DEACTIVATED') {
      lastLogins.password = ts(0, 20);
      if (rng.chance(0.5)) lastLogins.google = ts(0, 40);
    }
    users.push({
      id,
      first_name: first,
      last_name: last,
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@acme.example',
      last_logins: lastLogins,
      login_methods: { password: true, google: 'google' in lastLogins, saml: false },
      tags: { team: TEAMS[i % TEAMS.length] as string },
      ...(status === 'INVITED'
        ? { invited_at: Math.floor(ts(1, 5) / 1000), invited_by: 'ada.lovelace@acme.example' }
        : {}),
    });
    const orgs = [acmeId];
    if (i % 4 === 3 || i === 0) orgs.push(globexId);
    if (i === 0) orgs.push(managementId);
    memberships[id] = Object.fromEntries(orgs.map((org) => [org, { roles: [role], status }]));
    currentOrg[id] = acmeId;
  }

  return { users, memberships, currentOrg, userId: (i: number) => (users[i] as StoredUser).id };
}

/** Acme's four groups and Globex's admins, with their members. */
export function seedGroups(
  rng: Prng,
  ts: (daysAgoMin: number, daysAgoMax: number) => number,
  { acme: acmeId, globex: globexId }: Orgs,
  userId: (i: number) => string,
) {
  const groupSpecs: [string, string, string, number[]][] = [
    [acmeId, 'SRE on-call', 'Engineers on the incident rota.', [0, 3, 5, 8, 13, 18]],
    [acmeId, 'Payments team', 'Owners of the payments and checkout services.', [1, 6, 11, 16, 21]],
    [acmeId, 'Finance', 'Budget owners; receive usage reports.', [6, 16, 26]],
    [acmeId, 'Contractors', 'External people with read-only access.', [2, 9, 19]],
    [globexId, 'Globex admins', 'Administrators of the Globex tenant.', [0, 3, 7]],
  ];
  const groups: StoredGroup[] = [];
  const groupMembers: DbState['groupMembers'] = [];
  for (const [org_id, name, description, members] of groupSpecs) {
    const group_id = rng.uuid();
    const created_at = ts(60, 300);
    groups.push({ group_id, org_id, name, description, created_at, modified_at: created_at + DAY });
    for (const index of members) {
      groupMembers.push({
        group_id,
        member_id: userId(index),
        member_type: 'USER',
        modified_at: created_at + DAY,
      });
    }
  }

  return { groups, groupMembers };
}
