import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setDraftOwner } from '../../api/drafts';
import { errorFromResponse } from '../../api/errors';
import { Field } from './field';
import { TextField } from './text-field';
import { useForm, type FormOptions } from './use-form';

interface Draft {
  name: string;
  email: string;
}

const initial: Draft = { name: '', email: '' };
const validate = (d: Draft) => ({ name: d.name.trim() ? undefined : 'Give it a name.' });

function setup(options: Partial<FormOptions<Draft, keyof Draft, string>> = {}) {
  const send = vi.fn(async (d: Draft) => `sent ${d.name}`);
  const hook = renderHook(() => useForm<Draft, keyof Draft, string>({ initial, validate, send, ...options }));
  return { send, hook };
}

describe('useForm', () => {
  it('shows problems only once a save was tried, and sends nothing while there are any', () => {
    const { send, hook } = setup();
    expect(hook.result.current.problem('name')).toBeUndefined();
    act(() => hook.result.current.submit());
    expect(hook.result.current.problem('name')).toBe('Give it a name.');
    expect(send).not.toHaveBeenCalled();
    act(() => hook.result.current.set({ name: 'Ada' }));
    expect(hook.result.current.problem('name')).toBeUndefined();
  });

  it('puts the service 400 at the field it names, and any other error below the form', async () => {
    const refusal = errorFromResponse(400, { details: 'Invalid request: email: not an address' });
    const { hook } = setup({ send: () => Promise.reject(refusal) });
    act(() => hook.result.current.set({ name: 'Ada', email: 'x' }));
    act(() => hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.problem('email')).toBe(refusal.details));
    expect(hook.result.current.unplaced).toBeNull();
    expect(hook.result.current.draft.email).toBe('x');

    const outage = errorFromResponse(503, { details: 'Down for maintenance' });
    const other = setup({ send: () => Promise.reject(outage) }).hook;
    act(() => other.result.current.set({ name: 'Ada' }));
    act(() => other.result.current.submit());
    await waitFor(() => expect(other.result.current.unplaced?.details).toBe('Down for maintenance'));
  });

  it('is not dirty once what was typed is saved, nor after the save before a render', async () => {
    const { hook, send } = setup();
    act(() => hook.result.current.set({ name: 'Ada' }));
    expect(hook.result.current.dirty).toBe(true);
    act(() => hook.result.current.submit());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Ada', email: '' }, undefined));
    await waitFor(() => expect(hook.result.current.dirty).toBe(false));
    expect(hook.result.current.isDirty()).toBe(false);
    act(() => hook.result.current.set({ name: 'Ada L' }));
    expect(hook.result.current.isDirty()).toBe(true);
  });

  it('asks first when the draft needs a yes, and sends only on yes', async () => {
    const { hook, send } = setup({ needsConfirming: () => true });
    act(() => hook.result.current.set({ name: 'Ada' }));
    act(() => hook.result.current.submit());
    expect(hook.result.current.confirming).toBe(true);
    act(() => hook.result.current.answer(false));
    expect(send).not.toHaveBeenCalled();
    act(() => hook.result.current.submit());
    act(() => hook.result.current.answer(true));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });

  it('keeps unsaved work for the tab and forgets it once saved', async () => {
    setDraftOwner({ orgId: 'org', userId: 'ada' } as never);
    const keep = { kind: 'test', id: 'one' };
    const first = setup({ keep }).hook;
    act(() => first.result.current.set({ name: 'Kept' }));
    first.unmount();
    const again = setup({ keep }).hook;
    expect(again.result.current.draft.name).toBe('Kept');
    act(() => again.result.current.submit());
    await waitFor(() => expect(again.result.current.pending).toBe(false));
    again.unmount();
    expect(setup({ keep }).hook.result.current.draft.name).toBe('');
    setDraftOwner(null);
  });
});

describe('Field and the focus on the first problem', () => {
  function Person() {
    const form = useForm({
      initial,
      validate: (d: Draft) => ({ ...validate(d), email: d.email ? undefined : 'An e-mail, please.' }),
      send: async () => 'ok',
    });
    return (
      <form {...form.formProps} aria-label="Person">
        <TextField id="p-name" label="Name" {...form.bind('name')} />
        <Field id="p-email" label="E-mail" problem={form.problem('email')} description="Where we write.">
          {(control) => (
            <input
              {...control}
              value={form.draft.email}
              onChange={(e) => form.set({ email: e.target.value })}
            />
          )}
        </Field>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('ties each problem to its control and focuses the first', async () => {
    render(<Person />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription('Where we write.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give it a name.');
    expect(email).toHaveAccessibleDescription('An e-mail, please.');
    await waitFor(() => expect(name).toHaveFocus());
  });

  describe('a record changed elsewhere while the form was open', () => {
    const opened: Draft = { name: 'Ada', email: 'ada@acme.example' };
    const theirs: Draft = { name: 'Ada', email: 'lovelace@acme.example' };
    const conflicted = async (choice?: 'merge' | 'mine' | 'theirs') => {
      const send = vi.fn(async (d: Draft) => `sent ${d.name}`);
      const current = vi.fn(async () => ({ draft: theirs, version: '"v2"' }));
      const hook = renderHook(() =>
        useForm<Draft, keyof Draft, string>({ initial: opened, validate, send, concurrent: { current } }),
      );
      act(() => hook.result.current.set({ name: 'Ada Lovelace' }));
      act(() => hook.result.current.submit());
      await waitFor(() => expect(hook.result.current.conflict).not.toBeNull());
      expect(send).not.toHaveBeenCalled();
      if (choice) act(() => hook.result.current.settle(choice));
      return { hook, send, current };
    };

    it('writes nothing, and shows what they changed beside what the form holds', async () => {
      const { hook } = await conflicted();
      expect(hook.result.current.conflict?.fields).toEqual([
        {
          field: 'email',
          label: 'email',
          theirs: '"lovelace@acme.example"',
          mine: '"ada@acme.example"',
          both: false,
        },
      ]);
      expect(hook.result.current.draft.name).toBe('Ada Lovelace');
      expect(hook.result.current.pending).toBe(false);
    });

    it('merges: their change kept, mine on top, sent without asking again', async () => {
      const { send, current } = await conflicted('merge');
      await waitFor(() =>
        expect(send).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'lovelace@acme.example' }, '"v2"'),
      );
      expect(current).toHaveBeenCalledTimes(1);
    });

    it('keeps mine over theirs, or takes theirs and drops mine', async () => {
      const mine = await conflicted('mine');
      await waitFor(() =>
        expect(mine.send).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@acme.example' }, '"v2"'),
      );
      const dropped = await conflicted('theirs');
      expect(dropped.hook.result.current.draft).toEqual(theirs);
      expect(dropped.hook.result.current.dirty).toBe(false);
      expect(dropped.send).not.toHaveBeenCalled();
    });

    it('writes at once when nobody changed it, and checks again from what it wrote', async () => {
      const send = vi.fn(async (d: Draft) => `sent ${d.name}`);
      let service = opened;
      const current = vi.fn(async () => ({ draft: service, version: undefined }));
      const hook = renderHook(() =>
        useForm<Draft, keyof Draft, string>({ initial: opened, validate, send, concurrent: { current } }),
      );
      act(() => hook.result.current.set({ name: 'Ada L' }));
      act(() => hook.result.current.submit());
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      service = { ...opened, name: 'Ada L' };
      act(() => hook.result.current.set({ name: 'Ada L.' }));
      act(() => hook.result.current.submit());
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(hook.result.current.conflict).toBeNull();
    });

    // The service as ours answers: versions, and 412 for a write made from an older one.
    const versionedService = () => {
      const service = { record: opened, version: 1 };
      const current = vi.fn(async () => ({ draft: service.record, version: `"v${service.version}"` }));
      const writes: string[] = [];
      const send = vi.fn(async (d: Draft, version?: string) => {
        writes.push(version ?? 'none');
        if (version !== `"v${service.version}"`) throw errorFromResponse(412, { details: 'changed' });
        service.record = d;
        service.version++;
        return `sent ${d.name}`;
      });
      const hook = renderHook(() =>
        useForm<Draft, keyof Draft, string>({ initial: opened, validate, send, concurrent: { current } }),
      );
      return { service, current, send, writes, hook };
    };

    it('names the version it read; a change landing between that read and the write is a choice, not lost', async () => {
      const { service, current, send, writes, hook } = versionedService();
      // Someone else's write lands after the form's read, before its write reaches the service.
      current.mockImplementationOnce(async () => {
        const read = { draft: service.record, version: `"v${service.version}"` };
        service.record = theirs;
        service.version++;
        return read;
      });
      act(() => hook.result.current.set({ name: 'Ada Lovelace' }));
      act(() => hook.result.current.submit());
      await waitFor(() => expect(hook.result.current.conflict).not.toBeNull());
      expect(writes).toEqual(['"v1"']);
      expect(service.record).toEqual(theirs);
      expect(hook.result.current.conflict?.fields.map((f) => f.field)).toEqual(['email']);
      act(() => hook.result.current.settle('merge'));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(writes).toEqual(['"v1"', '"v2"']);
      expect(service.record).toEqual({ name: 'Ada Lovelace', email: 'lovelace@acme.example' });
    });

    it('writes again from the new version when what changed is nothing the form shows', async () => {
      const { service, current, writes, hook } = versionedService();
      current.mockImplementationOnce(async () => {
        const read = { draft: service.record, version: `"v${service.version}"` };
        service.version++; // a field the form does not hold changed
        return read;
      });
      act(() => hook.result.current.set({ name: 'Ada L' }));
      act(() => hook.result.current.submit());
      await waitFor(() => expect(service.record.name).toBe('Ada L'));
      expect(writes).toEqual(['"v1"', '"v2"']);
      expect(hook.result.current.conflict).toBeNull();
      expect(hook.result.current.unplaced).toBeNull();
    });
  });
});
