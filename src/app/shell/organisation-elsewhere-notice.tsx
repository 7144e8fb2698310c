import { useSyncExternalStore } from 'react';
import { forgetIdentity } from '../../api/identity-store';
import { elsewhereStore } from '../../api/organisation-guard';
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
  const landed = useSyncExternalStore(elsewhereStore.subscribe, elsewhereStore.landed);
  if (!elsewhere || !identity) return null;
  return (
    <div className={styles.notice} role="alert">
      {landed && (
        <p>
          <strong>
            Your last save ({landed.write}) may be in {there}, not in {here}:
          </strong>{' '}
          the switch to {there} happened while it was on its way to the service. Open {there} in this tab to
          see it there.
        </p>
      )}
      <p>
        You switched to {there} in another tab, window or device. This tab shows {here}: nothing is saved from
        it while you work in {there}.
      </p>
      <div className="row">
        <SwitchBackButton />
        <button type="button" className="button" onClick={openThere}>
          Open {there} in this tab
        </button>
      </div>
    </div>
  );
}

/** A fresh start of the tab, its identity read again: it then shows where the service acts. */
function openThere() {
  forgetIdentity();
  window.location.assign('/');
}
