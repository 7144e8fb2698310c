import SwitchBackButton, { useOrganisationsApart } from '../../components/switch-back-button';
import styles from './shell.module.css';

/**
 * Said the moment the service acts for this person in another organisation than the tab shows (a
 * switch in another tab, or a write this tab held back): nothing is saved from this tab until the
 * person switches back, or opens the other organisation here (a fresh start of the tab; unsaved work
 * is asked about first, and drafts stay kept for the organisation they were made in).
 */
export default function OrganisationElsewhereNotice() {
  const { elsewhere, identity, here, there } = useOrganisationsApart();
  if (!elsewhere || !identity) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>
        You switched to {there} in another tab or window. This tab shows {here}: nothing is saved from it
        while you work in {there}.
      </p>
      <div className="row">
        <SwitchBackButton />
        <button type="button" className="button" onClick={() => window.location.assign('/')}>
          Open {there} in this tab
        </button>
      </div>
    </div>
  );
}
