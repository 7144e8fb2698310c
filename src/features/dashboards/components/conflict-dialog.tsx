import { useIdentity } from '../../../api/use-identity';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { Button } from 'react-aria-components';
import { ModalFrame } from '../../../components/modal-frame';
import { formatTimestamp } from '../../../lib/time';
import type { Dashboard } from '../model';

/** Who wrote a version, by the identity's type; a type not known here is shown as its text. */
const WHO: Record<string, string> = { API_KEY_ID: 'API key', USER_ID: 'user' };

/**
 * The dashboard changed on the service since it was loaded: the person decides, and nothing is
 * overwritten until they do.
 */
export default function ConflictDialog({
  theirs,
  onKeepMine,
  onTakeTheirs,
}: {
  theirs: Dashboard;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const display = useDisplaySettings();
  const me = useIdentity()?.identity;
  const by = theirs.metadata?.modified_by;
  const at = theirs.metadata?.modified_at;
  // The same key or user: this person, in another tab or window (or another device).
  const mine = !!by?.id && by.type === me?.type && by.id === me.id;
  const when = at ? ` at ${formatTimestamp(at, display)}` : '';
  return (
    <ModalFrame
      title="This dashboard changed elsewhere"
      role="alertdialog"
      dismissable={false}
      onClose={() => undefined}
      actions={
        <>
          <Button className="button" onPress={onTakeTheirs}>
            Use their version
          </Button>
          <Button className="button button-primary" onPress={onKeepMine} autoFocus>
            Keep my layout
          </Button>
        </>
      }
    >
      {mine ? (
        <p>
          You changed “<ShownText text={theirs.name} />” in another tab or window{when}, after you opened it
          here. This tab's layout is not saved yet.
        </p>
      ) : (
        <p>
          Someone changed “<ShownText text={theirs.name} />” on the service{when}
          {by ? ` (${WHO[by.type] ?? by.type} ${by.id})` : ''}, after you opened it. Your layout is not saved
          yet.
        </p>
      )}
      <ul>
        <li>
          <strong>Keep my layout</strong> saves yours over theirs; widgets they added stay on the dashboard.
        </li>
        <li>
          <strong>Use their version</strong> drops your unsaved layout and shows theirs.
        </li>
      </ul>
    </ModalFrame>
  );
}
