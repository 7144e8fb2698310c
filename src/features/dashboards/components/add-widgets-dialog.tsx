import { withKeys } from '../../../lib/keys';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { ModalFrame } from '../../../components/modal-frame';
import { dashboardQueries } from '../queries';
import type { Widget } from '../model';
import { ShownText } from '../../../components/shown-text';

/** Existing widgets of the library that are not on this dashboard yet, to add in one go. */
export default function AddWidgetsDialog({
  present,
  onAdd,
  onClose,
}: {
  present: Set<string>;
  onAdd: (widgets: Widget[]) => void;
  onClose: () => void;
}) {
  const query = useQuery(dashboardQueries.widgets());
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const available = (query.data?.widgets ?? []).filter(
    (w) => !present.has(w.id) && w.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <ModalFrame
      title="Add existing widgets"
      onClose={onClose}
      actions={
        <>
          <Button className="button" onPress={onClose}>
            Cancel
          </Button>
          <Button
            className="button button-primary"
            isDisabled={chosen.size === 0}
            onPress={() => {
              onAdd((query.data?.widgets ?? []).filter((w) => chosen.has(w.id)));
              onClose();
            }}
          >
            Add {chosen.size || ''} {chosen.size === 1 ? 'widget' : 'widgets'}
          </Button>
        </>
      }
    >
      <div className="field">
        <label htmlFor="add-widget-filter">Search widgets</label>
        <input
          id="add-widget-filter"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      {query.isPending && <Loading what="the widget library" />}
      {query.error && (
        <ErrorPanel error={query.error} action="list widgets" onRetry={() => void query.refetch()} />
      )}
      {query.data && available.length === 0 && <p className="muted">No other widgets match.</p>}
      <ul className="plain-list" style={{ maxHeight: '50vh', overflow: 'auto' }}>
        {withKeys(available, (w) => w.id).map(([w, key]) => (
          <li key={key} className="row" style={{ gap: 8 }}>
            <label className="row" style={{ gap: 8 }}>
              <input
                type="checkbox"
                checked={chosen.has(w.id)}
                onChange={(e) => toggle(w.id, e.target.checked)}
              />
              <ShownText text={w.name} />
            </label>
            <span className="muted">{w.type}</span>
          </li>
        ))}
      </ul>
    </ModalFrame>
  );
}
