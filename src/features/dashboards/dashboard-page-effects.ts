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
 * Auto-refresh every `seconds`, never past the rate limit: a tick while requests are held back (or
 * too few remain for every widget) is skipped.
 */
export function useAutoRefresh(seconds: number | undefined, widgets: number, refresh: () => void) {
  useEffect(() => {
    if (!seconds) return;
    const id = globalThis.setInterval(() => {
      const limit = rateLimitStore.getSnapshot();
      if (rateLimitStore.blockedUntil() !== null) return;
      if (limit.remaining !== null && limit.remaining < widgets) return;
      refresh();
    }, seconds * 1000);
    return () => globalThis.clearInterval(id);
  }, [seconds, widgets, refresh]);
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
