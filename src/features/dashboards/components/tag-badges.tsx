import { Badge } from '../../../components/badge';
import { ShownText } from '../../../components/shown-text';

/**
 * A dashboard's tags as badges: "team:sre", or the key alone when it has no value (the syntax of
 * src/lib/tags.ts, written out here so a dashboard page does not download the tag parser).
 */
export function TagBadges({ tags }: { tags: Record<string, string> | undefined }) {
  return (
    <>
      {Object.entries(tags ?? {}).map(([k, v]) => (
        <Badge key={k}>
          {/* Key and value each on their own: an override in one cannot turn the other. */}
          <ShownText text={k} />
          {v && (
            <>
              :<ShownText text={v} />
            </>
          )}
        </Badge>
      ))}
    </>
  );
}
