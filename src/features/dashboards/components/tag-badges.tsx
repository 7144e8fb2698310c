import { Badge } from '../../../components/badge';
import { formatTag } from '../../../lib/tags';

/** A dashboard's tags as badges: "team:sre", or the key alone when it has no value. */
export function TagBadges({ tags }: { tags: Record<string, string> | undefined }) {
  return (
    <>
      {Object.entries(tags ?? {}).map(([k, v]) => (
        <Badge key={k}>{formatTag(k, v)}</Badge>
      ))}
    </>
  );
}
