import QueryEditor, { type QueryEditorProps } from './query-editor';
import { useKeyCompletion } from './use-key-completion';

/**
 * The query editor completing one dataset's keys and their values, as the service ranks them. The
 * editor itself knows nothing of the API; this is how every page uses it, and it loads as one chunk
 * with the editor, so a page asks for the keys only once there is an editor to offer them.
 */
export default function DatasetQueryEditor({
  logId,
  ...props
}: Omit<QueryEditorProps, 'keys' | 'valuesFor'> & { logId: string | undefined }) {
  const { keys, valuesFor } = useKeyCompletion(logId);
  return <QueryEditor {...props} keys={keys} valuesFor={valuesFor} />;
}
