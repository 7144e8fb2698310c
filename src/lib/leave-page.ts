/**
 * A page left on purpose, by the console itself: another person takes the tab and starts clean (their
 * predecessor's drafts stay kept for them in the tab). The guards that ask before unsaved work is lost
 * do not ask then: the work is not lost, and the question would be put to someone it is not about.
 */
let onPurpose = false;

/** Loads `path` afresh, past every unsaved-work guard. */
export function leavePageFor(path: string): void {
  onPurpose = true;
  window.location.assign(path);
}

/** Whether the page is being left by leavePageFor. */
export function leavingOnPurpose(): boolean {
  return onPurpose;
}
