import { permissionsUnknown } from '../../api/identity';
import { useIdentity } from '../../api/use-identity';
import styles from './shell.module.css';

/**
 * Said once, quietly, when the service would not tell the console what the signed-in role may do:
 * every action is then offered, and the service's 403 (shown where it happens) decides.
 */
export function PermissionsNotice() {
  if (!permissionsUnknown(useIdentity())) return null;
  return (
    <p className={styles.notice} role="note">
      Your permissions could not be read; actions are checked by the service.
    </p>
  );
}
