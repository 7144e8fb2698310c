import type { Caller } from '../auth';
import { orgsOf } from '../db/memberships';
import type { Db } from '../db/store';
import type { Implementations } from '../framework';
import { forbidden, notFound } from '../http-errors';
import { changedMetadata } from '../metadata';

/** Organisations the caller may see: its own, and those its organisation manages. */
function visibleOrgIds(db: Db, caller: Caller): Set<string> {
  const own = db.state.organisations.find((o) => o.id === caller.orgId);
  const ids = new Set([caller.orgId]);
  if (own?.is_management_org) {
    db.state.organisations.filter((o) => o.management_resource === own.id).forEach((o) => ids.add(o.id));
  }
  if (caller.userId) orgsOf(db.state, caller.userId).forEach((id) => ids.add(id));
  return ids;
}

function findOrg(db: Db, caller: Caller, orgId: string) {
  const org = db.state.organisations.find((o) => o.id === orgId);
  if (!org || !visibleOrgIds(db, caller).has(orgId)) throw notFound('Organisation', orgId);
  return org;
}

export const organisationHandlers: Implementations = {
  /** The vendor's customer record of the caller's current organisation. */
  getCustomer: ({ db, caller }) => {
    const org = findOrg(db, caller, caller.orgId);
    const domain = org.name.toLowerCase().split(' ')[0] ?? 'example';
    return {
      customer_id: `cust_${org.id.slice(0, 8)}`,
      org_id: org.id,
      customer_name: org.name,
      billing_emails: [`billing@${domain}.example`],
      ...(org.contract_type ? { contract_type: org.contract_type } : {}),
      ...(org.metadata ? { metadata: org.metadata } : {}),
    };
  },
  listOrganisations: ({ db, caller }) => {
    const ids = visibleOrgIds(db, caller);
    return { organisations: db.state.organisations.filter((o) => ids.has(o.id)) };
  },
  getOrganisation: ({ db, caller, params }) => findOrg(db, caller, params.orgId),
  updateOrganisation: ({ db, caller, params, body }) => {
    const org = findOrg(db, caller, params.orgId);
    Object.assign(org, body, {
      metadata: changedMetadata(org.metadata, caller, db.now()),
    });
    return org;
  },
  listUserOrganisations: {
    allowIf: ({ caller, params }) => caller.userId === params.userId,
    handle: ({ db, caller, params }) => {
      const ids = orgsOf(db.state, params.userId);
      if (caller.userId === params.userId)
        return { organisations: db.state.organisations.filter((o) => ids.includes(o.id)) };
      // Another person's organisations only to someone of an organisation they belong to, and only
      // those the caller may see itself: an organisation's key never reads another's record.
      if (!ids.includes(caller.orgId)) throw notFound('User', params.userId);
      const visible = visibleOrgIds(db, caller);
      return { organisations: db.state.organisations.filter((o) => ids.includes(o.id) && visible.has(o.id)) };
    },
  },
  switchOrganisation: ({ db, caller, params }) => {
    if (caller.userId !== params.userId) throw forbidden('A user can only switch its own organisation.');
    const ids = orgsOf(db.state, params.userId);
    if (!ids.includes(params.orgId)) throw notFound('Organisation', params.orgId);
    db.state.currentOrg[params.userId] = params.orgId;
  },
};
