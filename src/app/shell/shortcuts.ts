// Apart from the navigation: the help dialog that lists them loads on first open, and these with it.

/** The keyboard shortcuts of the whole console, for the help dialog. */
export const SHORTCUTS = [
  {
    keys: ['Ctrl', 'K'],
    mac: ['⌘', 'K'],
    what: 'Open the command palette: go to any page, dataset, dashboard or monitor',
  },
  { keys: ['?'], what: 'Show these keyboard shortcuts' },
  { keys: ['Esc'], what: 'Close a dialog, popover or palette' },
  { keys: ['↑', '↓'], what: 'Move between events in the log list; between choices in the palette' },
  { keys: ['Enter'], what: 'Open the event or run the command chosen' },
  { keys: ['Ctrl', 'Enter'], mac: ['⌘', 'Enter'], what: 'Run the search from the query editor' },
  {
    keys: ['Ctrl', 'Z'],
    mac: ['⌘', 'Z'],
    what: 'Undo a layout change while editing a dashboard (add Shift to redo)',
  },
] as const;
