import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredMonitorTemplate } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { changedMetadata, createdMetadata } from '../metadata';

function findTemplate(db: Db, caller: Caller, id: string): StoredMonitorTemplate {
  const template = db.state.monitorTemplates.find((t) => t.id === id && t.org_id === caller.orgId);
  if (!template) throw notFound('Monitor template', id);
  return template;
}

/** Every `{{name}}` a template's monitor uses must be one of its parameters, and each parameter named once. */
function checkTemplate(body: { parameters?: { name: string }[]; monitor?: unknown }): void {
  const names = (body.parameters ?? []).map((p) => p.name);
  if (new Set(names).size !== names.length)
    throw badRequest('Invalid request: parameters: a name is given twice.');
  const used = [...JSON.stringify(body.monitor ?? {}).matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]);
  const missing = used.find((name) => !names.includes(name ?? ''));
  if (missing) throw badRequest(`Invalid request: monitor: uses {{${missing}}}, which is not a parameter.`);
}

const view = ({ org_id: _org, ...template }: StoredMonitorTemplate) => template;

export const monitorTemplateHandlers: Implementations = {
  listMonitorTemplates: ({ db, caller }) => ({
    templates: db.state.monitorTemplates.filter((t) => t.org_id === caller.orgId).map(view),
  }),
  getMonitorTemplate: ({ db, caller, params }) => view(findTemplate(db, caller, params.templateId)),
  createMonitorTemplate: ({ db, caller, body }) => {
    checkTemplate(body);
    const template: StoredMonitorTemplate = {
      ...body,
      id: crypto.randomUUID(),
      org_id: caller.orgId,
      metadata: createdMetadata(caller, db.now()),
    };
    db.state.monitorTemplates.push(template);
    return view(template);
  },
  updateMonitorTemplate: ({ db, caller, params, body }) => {
    const before = findTemplate(db, caller, params.templateId);
    checkTemplate(body);
    const replaced = {
      ...body,
      id: before.id,
      org_id: before.org_id,
      metadata: changedMetadata(before.metadata, caller, db.now()),
    };
    db.state.monitorTemplates = db.state.monitorTemplates.map((t) => (t.id === before.id ? replaced : t));
    return view(replaced);
  },
  deleteMonitorTemplate: ({ db, caller, params }) => {
    findTemplate(db, caller, params.templateId);
    db.state.monitorTemplates = db.state.monitorTemplates.filter((t) => t.id !== params.templateId);
  },
};
