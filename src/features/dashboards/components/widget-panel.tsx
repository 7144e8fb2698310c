import { Link } from '@tanstack/react-router';
import { memo, useId, type KeyboardEvent } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ErrorPanel } from '../../../components/error-panel';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { frozen } from '../url';
import { useSeen } from '../../../components/use-seen';
import { widgetRequest, type Widget } from '../model';
import styles from './dashboards.module.css';
import { WidgetBody } from './widget-body';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';
import { Icon } from '../../../components/icon';

export const KEYBOARD_HELP_ID = 'dashboard-keyboard-help';

export interface WidgetPanelProps {
  widget: Widget;
  dashboardId: string;
  timeWindow: { from_ts: number; to_ts: number };
  vars?: Record<string, string>;
  editing: boolean;
  onFullScreen: (widget: Widget) => void;
  onRemove: (widget: Widget) => void;
  /** Arrow keys on the handle: move by a cell, with Shift resize. */
  onMoveKey: (widget: Widget, dx: number, dy: number, resize: boolean) => void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * One widget: its title and actions, and its chart once it comes into view. A widget that fails,
 * however it fails, shows its own error and retry; the rest of the dashboard carries on.
 */
export const WidgetPanel = memo(function WidgetPanelView(props: WidgetPanelProps) {
  const { widget, dashboardId, timeWindow, vars, editing, onFullScreen, onRemove, onMoveKey } = props;
  const titleId = useId();
  const [ref, seen] = useSeen<HTMLDivElement>();
  // The events behind the widget: its datasets and filter over the dashboard's window, fixed.
  const { request } = widgetRequest(widget, timeWindow, vars);
  const onKeyDown = (e: KeyboardEvent) => {
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    onMoveKey(widget, arrow[0], arrow[1], e.shiftKey);
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.panelHeader}>
        {editing && (
          <button
            type="button"
            className={`widget-drag-handle ${styles.iconButton} ${styles.handle}`}
            aria-label={`Move or resize ${namedText(widget.name)}`}
            aria-describedby={KEYBOARD_HELP_ID}
            onKeyDown={onKeyDown}
          >
            <Icon name="grip-vertical" size={16} />
          </button>
        )}
        <h2 id={titleId} className={styles.panelTitle} title={namedText(widget.description || widget.name)}>
          <ShownText text={widget.name} />
        </h2>
        <div className={styles.panelActions}>
          {request && (
            <Link
              to="/search"
              search={{
                ds: request.from,
                ...(request.where ? { q: request.where } : {}),
                from: timeWindow.from_ts,
                to: timeWindow.to_ts,
              }}
              className={styles.iconButton}
              aria-label={`Open ${namedText(widget.name)} in Logs`}
              title="Open in Logs"
            >
              <Icon name="text-search" size={14} />
            </Link>
          )}
          <CopyLinkButton
            link={() => ({
              to: '/dashboards/$dashboardId',
              params: { dashboardId },
              search: { ...frozen({ vars }, timeWindow), full: widget.id },
            })}
            label={`Copy link to ${namedText(widget.name)} over the absolute range on screen`}
            className={styles.iconButton}
            iconOnly
          />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Show ${namedText(widget.name)} full-screen`}
            onClick={() => onFullScreen(widget)}
          >
            <Icon name="maximize-2" size={14} />
          </button>
          {editing && (
            <>
              <Link
                to="/widgets/$widgetId"
                params={{ widgetId: widget.id }}
                search={{ dashboard: dashboardId }}
                className={styles.iconButton}
                aria-label={`Edit ${namedText(widget.name)}`}
              >
                <Icon name="pencil" size={14} />
              </Link>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`Remove ${namedText(widget.name)} from the dashboard`}
                onClick={() => onRemove(widget)}
              >
                <Icon name="x" size={14} />
              </button>
            </>
          )}
        </div>
      </header>
      <div ref={ref} className={styles.panelBody}>
        {seen && (
          <ErrorBoundary
            fallback={(error, reset) => (
              <ErrorPanel error={error} action="draw this widget" onRetry={reset} />
            )}
          >
            <WidgetBody widget={widget} timeWindow={timeWindow} vars={vars} />
          </ErrorBoundary>
        )}
      </div>
    </section>
  );
});
