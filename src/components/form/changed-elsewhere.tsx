import type { Form } from './use-form';

/**
 * Someone changed the record since the form opened: what they changed, beside what this form holds,
 * and the person's choice. Nothing was written; every field stays as typed until they choose. Shown
 * inside the form, so it works in a page and in a modal alike.
 */
export default function ChangedElsewhere<D, F extends string>({ form }: { form: Form<D, F> }) {
  const { conflict } = form;
  if (!conflict) return null;
  const bothChanged = conflict.fields.some((f) => f.both);
  return (
    <section className="conflict-panel stack" role="alert" aria-labelledby="changed-elsewhere">
      <h3 id="changed-elsewhere">Changed by someone else since you opened it</h3>
      <p>Nothing is saved yet. They changed:</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Theirs</th>
            <th scope="col">Yours</th>
          </tr>
        </thead>
        <tbody>
          {conflict.fields.map((f) => (
            <tr key={f.field}>
              <th scope="row">
                {f.label}
                {f.both && <span className="muted"> (you changed it too)</span>}
              </th>
              <td className="conflict-value">{f.theirs}</td>
              <td className="conflict-value">{f.mine}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <button type="button" className="button button-primary" onClick={() => form.settle('merge')}>
          {bothChanged
            ? 'Save theirs with my changes (mine where we both changed)'
            : 'Save theirs with my changes'}
        </button>
        <button type="button" className="button" onClick={() => form.settle('mine')}>
          Save mine over theirs
        </button>
        <button type="button" className="button" onClick={() => form.settle('theirs')}>
          Use theirs, drop my changes
        </button>
      </div>
    </section>
  );
}
