import type { components } from '../../api/schema.gen';

export type Group = components['schemas']['Group'];

/** The request that adds a person to a group, or removes them: one member, a user. */
export const membership = (groupId: string, userId: string) => ({
  params: { path: { groupId } },
  body: { members: [{ member_id: userId, member_type: 'USER' as const }] },
});
