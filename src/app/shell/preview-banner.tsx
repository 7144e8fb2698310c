import { usePreviewedRole } from '../../api/use-identity';
import { setViewAs, useViewAs } from '../../api/view-as';
import styles from './shell.module.css';
import { ShownText } from '../../components/shown-text';

/** While previewing another role, says so on every page, with the way back. */
export function PreviewBanner() {
  const viewAs = useViewAs();
  const role = usePreviewedRole().data;
  if (!viewAs) return null;
  return (
    <div className={styles.preview} role="status">
      <span>
        Previewing the console as{' '}
        <strong>
          <ShownText text={role?.display_name ?? viewAs} />
        </strong>
        : what that role cannot do is hidden or disabled. Your requests still use your own credentials.
      </span>
      <button type="button" className="button" onClick={() => setViewAs(null)}>
        Stop previewing
      </button>
    </div>
  );
}
