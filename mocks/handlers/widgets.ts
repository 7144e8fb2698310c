import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredWidget } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { widgetView } from './views';
import { changedMetadata, createdMetadata } from '../metadata';

type WidgetWrite = components['schemas']['WidgetWrite'];

function findWidget(db: Db, caller: Caller, id: string): StoredWidget {
  const widget = db.state.widgets.find((w) => w.id === id && w.org_id === caller.orgId);
  if (!widget) throw notFound('Widget', id);
  return widget;
}

/** Every id names a widget of the caller's organisation; the 400 names the first that does not. */
export function checkWidgetIds(db: Db, caller: Caller, ids: string[], field: string): void {
  ids.forEach((id, i) => {
    if (!db.state.widgets.some((w) => w.id === id && w.org_id === caller.orgId)) {
      throw badRequest(`Invalid request: ${field}[${i}]: no widget ${id} in this organisation.`);
    }
  });
}

function checkWrite(db: Db, caller: Caller, body: WidgetWrite, selfId?: string): void {
  if (body.metric_ids?.length && body.widget_ids?.length) {
    throw badRequest('Invalid request: a widget holds metrics or child widgets, not both.');
  }
  checkWidgetIds(db, caller, body.widget_ids ?? [], 'widget_ids');
  if (selfId && body.widget_ids?.includes(selfId)) {
    throw badRequest('Invalid request: widget_ids: a widget cannot contain itself.');
  }
}

function touch(widget: StoredWidget, db: Db, caller: Caller): void {
  // metadata is read-only to clients (the contract), not to the service that keeps it.
  Object.assign(widget, {
    metadata: changedMetadata(widget.metadata, caller, db.now()),
  });
}

export const widgetHandlers: Implementations = {
  listWidgets: {
    fromStoredData: true,
    handle: ({ db, caller }) => ({
      widgets: db.state.widgets.filter((w) => w.org_id === caller.orgId).map(widgetView),
    }),
  },
  createWidget: ({ db, caller, body }) => {
    checkWrite(db, caller, body);
    const now = db.now();
    const widget: StoredWidget = {
      ...body,
      description: body.description ?? '',
      id: crypto.randomUUID(),
      org_id: caller.orgId,
      metadata: createdMetadata(caller, now),
    };
    db.state.widgets.push(widget);
    return widgetView(widget);
  },
  getWidget: ({ db, caller, params }) => widgetView(findWidget(db, caller, params.id)),
  replaceWidget: ({ db, caller, params, body }) => {
    const widget = findWidget(db, caller, params.id);
    checkWrite(db, caller, body, widget.id);
    // PUT replaces the widget: what the body leaves out is gone (its id, metadata and layout stay).
    const { id, org_id, metadata, layout } = widget;
    const replaced: StoredWidget = {
      description: '',
      ...body,
      id,
      org_id,
      metadata,
      ...(layout ? { layout } : {}),
    };
    touch(replaced, db, caller);
    db.state.widgets = db.state.widgets.map((w) => (w === widget ? replaced : w));
  },
  updateWidget: ({ db, caller, params, body }) => {
    const widget = findWidget(db, caller, params.id);
    Object.assign(widget, body);
    touch(widget, db, caller);
  },
  deleteWidget: ({ db, caller, params }) => {
    const widget = findWidget(db, caller, params.id);
    db.state.widgets = db.state.widgets.filter((w) => w !== widget);
    // A deleted widget leaves every dashboard and parent widget that held it.
    for (const d of db.state.dashboards) {
      if (d.widget_ids.includes(widget.id)) {
        d.widget_ids = d.widget_ids.filter((id) => id !== widget.id);
        d.widget_layouts = d.widget_layouts.filter((l) => l.id !== widget.id);
      }
    }
    for (const w of db.state.widgets) {
      if (w.widget_ids?.includes(widget.id)) w.widget_ids = w.widget_ids.filter((id) => id !== widget.id);
    }
  },
  addChildWidgets: ({ db, caller, params, body }) => {
    const widget = findWidget(db, caller, params.id);
    if (widget.metric_ids?.length) {
      throw badRequest('Invalid request: this widget holds metrics; it cannot hold child widgets too.');
    }
    checkWidgetIds(db, caller, body.widget_ids, 'widget_ids');
    if (body.widget_ids.includes(widget.id)) {
      throw badRequest('Invalid request: widget_ids: a widget cannot contain itself.');
    }
    const ids = new Set([...(widget.widget_ids ?? []), ...body.widget_ids]);
    if (ids.size > 50) throw badRequest('Invalid request: widget_ids: at most 50 child widgets.');
    widget.widget_ids = [...ids];
    touch(widget, db, caller);
  },
  removeChildWidget: ({ db, caller, params }) => {
    const widget = findWidget(db, caller, params.id);
    if (!widget.widget_ids?.includes(params.widgetId)) throw notFound('Child widget', params.widgetId);
    widget.widget_ids = widget.widget_ids.filter((id) => id !== params.widgetId);
    touch(widget, db, caller);
  },
};
