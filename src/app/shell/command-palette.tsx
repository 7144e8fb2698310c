import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  Label,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { datasetQueries } from '../../api/datasets';
import { useIdentity, usePermit } from '../../api/use-identity';
import { savedSearchesQuery, searchOfSaved } from '../../api/saved-searches';
import { describeSearch, type RecentSearch } from '../../api/search-view';
import { personKey, readRecent } from '../../lib/recent';
import { useState } from 'react';
import { dashboardQueries } from '../../features/dashboards/queries';
import { monitorQueries } from '../../features/monitors/queries';
import { useDisplaySettings } from '../../components/use-display-settings';
import { setDisplaySettings, type DisplaySettings } from '../../lib/time';
import { NAV } from './nav';
import styles from './shell.module.css';

const TYPED = 'search-typed';

interface Command {
  id: string;
  label: string;
  /** Words that find it besides its label. */
  keywords?: string;
  run: () => void;
}

/** Closes the palette, then runs the command. */
type Go = (run: () => unknown) => () => void;

/** What can be done from anywhere: create things, set up an agent, switch the zone or the theme. */
function actionCommands(
  go: Go,
  navigate: ReturnType<typeof useNavigate>,
  display: DisplaySettings,
  onHelp: () => void,
): Command[] {
  return [
    {
      id: 'new-monitor',
      label: 'Create a monitor',
      keywords: 'alert new',
      run: go(() => navigate({ to: '/monitors/new' })),
    },
    {
      id: 'new-dashboard',
      label: 'Create a dashboard',
      keywords: 'new',
      run: go(() => navigate({ to: '/dashboards' })),
    },
    {
      id: 'new-dataset',
      label: 'Create a dataset',
      keywords: 'new collection log',
      run: go(() => navigate({ to: '/datasets' })),
    },
    {
      id: 'new-limit',
      label: 'Set an ingestion limit',
      keywords: 'budget quota',
      run: go(() => navigate({ to: '/limits' })),
    },
    {
      id: 'agent',
      label: 'Configure a log agent',
      keywords: 'otel opentelemetry fluent bit ship',
      run: go(() => navigate({ to: '/agent-setup' })),
    },
    {
      id: 'zone',
      label: display.timeZone === 'UTC' ? "Show times in this browser's zone" : 'Show times in UTC',
      keywords: 'time zone timezone local utc',
      run: go(() =>
        setDisplaySettings({ ...display, timeZone: display.timeZone === 'UTC' ? 'local' : 'UTC' }),
      ),
    },
    {
      id: 'theme',
      label: display.theme === 'dark' ? 'Use the light theme' : 'Use the dark theme',
      keywords: 'theme dark light mode colours',
      run: go(() => setDisplaySettings({ ...display, theme: display.theme === 'dark' ? 'light' : 'dark' })),
    },
    { id: 'help', label: 'Show keyboard shortcuts', keywords: 'keys help ?', run: go(onHelp) },
  ];
}

/** What was typed, run as a query in Logs, then the person's recent searches. */
function logsCommands(
  go: Go,
  navigate: ReturnType<typeof useNavigate>,
  typed: string,
  recent: RecentSearch[],
): Command[] {
  return [
    ...(typed
      ? [
          {
            id: TYPED,
            label: `Search logs for ${typed}`,
            run: go(() => navigate({ to: '/search', search: { q: typed } })),
          },
        ]
      : []),
    ...recent.map((r, i) => ({
      id: `recent-${i}`,
      label: `Recent: ${describeSearch(r)}`,
      keywords: 'recent search logs query',
      run: go(() => navigate({ to: '/search', search: r })),
    })),
  ];
}

/**
 * Ctrl/Cmd-K: type to find any page, dataset, dashboard or monitor, or a common action, and Enter to go;
 * or run what was typed as a query in Logs, or a recent search again.
 * Loaded on first use; the lists are the ones the pages read, so they are usually cached already.
 */
export default function CommandPalette({ onClose, onHelp }: { onClose: () => void; onHelp: () => void }) {
  const navigate = useNavigate();
  const { contains } = useFilter({ sensitivity: 'base' });
  const canSearch = usePermit('search_read', 'search logs').allowed;
  const datasets = useQuery({ ...datasetQueries.logs(), enabled: canSearch }).data?.logs ?? [];
  const dashboards = useQuery(dashboardQueries.list()).data?.dashboards ?? [];
  const monitors = useQuery(monitorQueries.list()).data?.monitors ?? [];
  const display = useDisplaySettings();
  const [typed, setTyped] = useState('');
  const person = personKey(useIdentity());
  const [recent] = useState(() => readRecent<RecentSearch>('searches', person));
  const saved = useQuery({ ...savedSearchesQuery(person), enabled: canSearch }).data?.items ?? [];

  const go: Go = (run) => () => {
    onClose();
    void run();
  };
  const sections: { heading: string; items: Command[] }[] = [
    {
      heading: 'Actions',
      items: actionCommands(go, navigate, display, onHelp),
    },
    {
      heading: 'Pages',
      items: NAV.map((n) => ({
        id: `page-${n.to}`,
        label: n.label,
        keywords: 'page go',
        run: go(() => navigate({ to: n.to })),
      })),
    },
    {
      heading: 'Monitors',
      items: monitors.map((m) => ({
        id: `monitor-${m.id}`,
        label: m.name,
        keywords: 'monitor alert',
        run: go(() => navigate({ to: '/monitors/$monitorId', params: { monitorId: m.id } })),
      })),
    },
    {
      heading: 'Dashboards',
      items: dashboards.map((d) => ({
        id: `dashboard-${d.id}`,
        label: d.name,
        keywords: 'dashboard',
        run: go(() => navigate({ to: '/dashboards/$dashboardId', params: { dashboardId: d.id } })),
      })),
    },
    {
      heading: 'Datasets',
      items: datasets.map((l) => ({
        id: `dataset-${l.log_id}`,
        label: `${l.collection}/${l.dataset}`,
        keywords: `dataset search logs ${l.logset ?? ''} ${l.log ?? ''}`,
        run: go(() => navigate({ to: '/search', search: { ds: [l.log_id] } })),
      })),
    },
    {
      heading: 'Saved searches',
      items: saved.map((s) => ({
        id: `saved-${s.id}`,
        label: `Saved search: ${s.name}`,
        keywords: 'saved search logs query',
        run: go(() => navigate({ to: '/search', search: searchOfSaved(s) })),
      })),
    },
    // Last: Enter goes to what the text names first; the typed query is what is left when nothing does.
    {
      heading: 'Logs',
      items: canSearch ? logsCommands(go, navigate, typed.trim(), recent) : [],
    },
  ].filter((s) => s.items.length > 0);
  const byId = new Map(sections.flatMap((s) => s.items).map((c) => [c.id, c]));

  return (
    <ModalOverlay
      className={styles.paletteOverlay}
      isDismissable
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <Modal className={styles.palette}>
        <Dialog aria-label="Command palette" className={styles.paletteDialog}>
          <Autocomplete
            inputValue={typed}
            onInputChange={setTyped}
            filter={(text, input) => {
              // The typed query is the command: it always matches what was typed.
              if (text === TYPED) return true;
              const command = byId.get(text);
              return contains(command ? `${command.label} ${command.keywords ?? ''}` : text, input);
            }}
          >
            <SearchField aria-label="Go to or do" autoFocus className={styles.paletteSearch}>
              <Label className="visually-hidden">Go to or do</Label>
              <Input placeholder="Go to a page, monitor, dashboard or dataset, or type a query…" />
            </SearchField>
            {/* The list scrolls in this frame; focus stays in the field (the menu's focus is virtual),
                so the frame itself takes focus for those who scroll with the keyboard. */}
            <div className={styles.paletteList} tabIndex={0} role="group" aria-label="Matches">
              <Menu
                aria-label="Commands"
                onAction={(key) => byId.get(String(key))?.run()}
                renderEmptyState={() => <p className="muted">Nothing matches.</p>}
              >
                {sections.map((section) => (
                  <MenuSection key={section.heading} id={section.heading}>
                    <Header className={styles.paletteHeader}>{section.heading}</Header>
                    {section.items.map((c) => (
                      <MenuItem key={c.id} id={c.id} textValue={c.id} className={styles.paletteItem}>
                        {c.label}
                      </MenuItem>
                    ))}
                  </MenuSection>
                ))}
              </Menu>
            </div>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
