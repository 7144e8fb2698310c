import { lazy, Suspense, useEffect, useState } from 'react';
import { isTyping } from '../../lib/keyboard';
import { Icon } from '../../components/icon';

const CommandPalette = lazy(() => import('./command-palette'));
const ShortcutHelp = lazy(() => import('./shortcut-help'));

const isMac = /mac/i.test(navigator.userAgent);

/** The console-wide keys: Ctrl/Cmd-K opens the command palette, `?` the shortcut help. */
export function KeyboardCommands() {
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'k' && (isMac ? e.metaKey : e.ctrlKey) && !e.altKey) {
        e.preventDefault();
        setOpen((current) => (current === 'palette' ? null : 'palette'));
      } else if (e.key === '?' && !e.ctrlKey && !e.metaKey && !isTyping(e.target)) {
        e.preventDefault();
        setOpen('help');
      }
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setOpen('palette')}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        title="Command palette"
      >
        <Icon name="command" size={14} />
        <span className="wide-only">
          Go to… <kbd>{isMac ? '⌘K' : 'Ctrl K'}</kbd>
        </span>
      </button>
      <Suspense fallback={null}>
        {open === 'palette' && (
          <CommandPalette onClose={() => setOpen(null)} onHelp={() => setOpen('help')} />
        )}
        {open === 'help' && <ShortcutHelp onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
