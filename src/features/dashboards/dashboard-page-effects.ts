import { useEffect } from 'react';
import { rateLimitStore } from '../../api/rate-limit';
import { useIdentity } from '../../api/use-identity';
import { isTyping } from '../../lib/keyboard';
import { personKey, pushRecent } from '../../lib/recent';

/** Home lists the dashboards a person opened last. */
export function useRememberOpened(dashboard: { id: string; name: string }) {
  const person = personKey(useIdentity());
  useEffect(() => {
    pushRecent('dashboards', person, { id: dashboard.id, name: dashboard.name }, (a, b) => a.id === b.id, 8);
  }, [person, dashboard.id, dashboard.name]);
}

/**
 * Auto-refresh every `seconds` (within the dashboard's share of the rate limit: refresh-budget.ts),
 * never past the rate limit: a tick while requests are held back (or too few remain for every widget)
 * is skipped (too few: under one per search of the dashboard). A hidden tab asks nothing; shown again after a tick it missed, it refreshes at once.
 */
export function useAutoRefresh(seconds: number | undefined, searches: number, refresh: () => void) {
  useEffect(() => {
    if (!seconds) return;
    let missed = false;
    const tick = () => {
      if (document.visibilityState === 'hidden') {
        missed = true;
        return;
      }
      const limit = rateLimitStore.getSnapshot();
      if (rateLimitStore.blockedUntil() !== null) return;
      if (limit.remaining !== null && limit.remaining < searches) return;
      refresh();
    };
    const shown = () => {
      if (document.visibilityState !== 'visible' || !missed) return;
      missed = false;
      tick();
    };
    const id = globalThis.setInterval(tick, seconds * 1000);
    document.addEventListener('visibilitychange', shown);
    return () => {
      globalThis.clearInterval(id);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [seconds, searches, refresh]);
}

/** Undo and redo from the keyboard while editing (not while typing in a field). */
export function useUndoKeys(editing: boolean, editor: { undo: () => void; redo: () => void }) {
  useEffect(() => {
    if (!editing) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || isTyping(e.target)) return;
      e.preventDefault();
      if (e.shiftKey) editor.redo();
      else editor.undo();
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [editing, editor]);
}
