import { toApiError } from '../../../api/errors';
import { Loading } from '../../../components/loading';
import { ShownText } from '../../../components/shown-text';
import type { Scope } from '../plan';
import type { useComparison } from '../use-comparison';
import { ModelChanges } from './model-changes';

/** What the service's model ranks as the keys that changed, where the service has one. */
export function KeysSection({
  scope,
  comparison,
}: {
  scope: Scope;
  comparison: ReturnType<typeof useComparison>;
}) {
  const { significant } = comparison;
  return (
    <section aria-labelledby="changes-model" className="stack">
      <h2 id="changes-model">Significant keys</h2>
      {comparison.publishedOnly ? (
        <p>This service has no significant keys: its published API offers none.</p>
      ) : !scope.ds?.length ? (
        <p>The model ranks the keys of one dataset: choose datasets to see what it says.</p>
      ) : significant.error ? (
        <p>
          The service gave no significant keys for this dataset:{' '}
          <ShownText text={toApiError(significant.error).details} />
        </p>
      ) : !significant.data ? (
        <Loading what="the significant keys" />
      ) : (
        <ModelChanges scan={significant.data} />
      )}
    </section>
  );
}
