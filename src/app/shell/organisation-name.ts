/**
 * What the header calls the organisation the console acts in: its record's name, else the name the
 * identity carries, else its id. An empty name (the contract allows one) is no name: the id says more.
 */
export function organisationName(
  record: { name?: string } | undefined,
  identity: { org_id?: string; org_name?: string } | null | undefined,
): string {
  return record?.name || identity?.org_name || identity?.org_id || '…';
}
