import { Badge } from '../../../components/badge';

/** A dashboard's tags as badges: "team:sre", or the key alone when it has no value. */
export function TagBadges({ tags }: { tags: Record<string, string> | undefined }) {
  return (
    <>
      {Object.entries(tags ?? {}).map(([k, v]) => (
        <Badge key={k}>{v ? `${k}:${v}` : k}</Badge>
      ))}
    </>
  );
}
