import { ErrorPanel } from '../../../components/error-panel';
import { ShownText } from '../../../components/shown-text';
import { useTestDestination } from '../api';
import { bucketProblem, destinationText, type Destination } from '../forward-model';

/**
 * "Test the destination": the service writes a test file there and deletes it again; its answer is
 * shown as it came. A bucket name that cannot be one is said before anything is sent.
 */
export function DestinationTest({ destination }: { destination: Destination }) {
  const test = useTestDestination();
  const problem = bucketProblem(destination.bucket);
  const tested = test.variables?.body;
  return (
    <div className="stack" style={{ gap: 4 }}>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={test.isPending || !!problem}
          onClick={() => test.mutate({ body: destination })}
        >
          {test.isPending ? 'Testing…' : 'Test the destination'}
        </button>
        {problem && <span className="muted">Give a bucket name to test it.</span>}
      </div>
      <p role="status" style={{ margin: 0 }}>
        {test.data && tested && (
          <>
            {test.data.result ? 'Reached: ' : 'Not reached: '}
            <code>
              <ShownText text={destinationText(tested)} />
            </code>
            {test.data.result
              ? ' took a test file, which was deleted again.'
              : ' refused the test file. Check the bucket name and that its policy lets the service write.'}
          </>
        )}
      </p>
      {test.error && <ErrorPanel error={test.error} action="test the destination" />}
    </div>
  );
}
