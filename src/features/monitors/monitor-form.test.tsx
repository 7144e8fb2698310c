import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { FIELD_NAMES } from './form-fields';
import { renderConsole } from '../../test/render-console';

const { baseUrl, backend } = setupMockService();

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
  sessionStorage.clear();
});

describe('the monitor form', () => {
  it('announces every invalid field with its message, and passes axe', async () => {
    renderConsole('/monitors/new', { baseUrl, apiKey: 'demo-admin-key' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    // Durations a person can get wrong, each a field of its own.
    for (const label of [
      'Window (5 minutes to 1 day)',
      'Forget a group after no data for (optional, up to 7 days)',
    ]) {
      const amount = screen.getByLabelText(label);
      await userEvent.clear(amount);
      await userEvent.type(amount, 'soon');
    }
    await userEvent.click(screen.getByRole('button', { name: /^(Create|Save) monitor$/ }));

    const form = screen.getByRole('form', { name: 'Monitor' });
    const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThanOrEqual(3);
    const names = invalid.map((field) => field.id);
    expect(names.some((id) => id.endsWith('-window'))).toBe(true);
    expect(names.some((id) => id.endsWith('-retention'))).toBe(true);
    for (const field of invalid) {
      const describedBy = field.getAttribute('aria-describedby') ?? '';
      const message = describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      expect(message, `${field.id} is announced with its problem`).not.toBe('');
    }
    // The first problem has the focus.
    expect(document.activeElement).toBe(invalid[0]);

    const results = await axe.run(form, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    });
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('draws a control for every field of the form table, each kind and choice opened once', async () => {
    renderConsole(`/monitors/new?q=${encodeURIComponent("service = '{{svc}}'")}`, {
      baseUrl,
      apiKey: 'demo-admin-key',
    });
    await screen.findByRole('textbox', { name: 'Name' });
    const ids = new Set<string>();
    const collect = () => document.querySelectorAll('[id]').forEach((element) => ids.add(element.id));
    collect();
    for (const kind of [/^Change/, /^Anomaly/]) {
      await userEvent.click(screen.getByRole('radio', { name: kind }));
      collect();
    }
    await userEvent.click(screen.getByRole('checkbox', { name: /AI report/ }));
    collect();
    // Each control's id names its field (a choice's options add theirs; a placeholder's value is
    // "arg-" and the placeholder).
    const drawn = (name: string) =>
      [...ids].some((id) => new RegExp(`-${name === 'args' ? 'arg' : name}(-|$)`).test(id));
    // A template's id is drawn for a monitor made from one only (e2e/monitors/alerting.spec.ts makes one).
    expect(FIELD_NAMES.filter((name) => !drawn(name) && name !== 'templateId')).toEqual([]);
  });
});
