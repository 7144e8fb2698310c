import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Field } from '../../../components/form/field';

/**
 * A dashboard's way to the widget assistant: the sentence, then the new widget's editor, which asks
 * it at once and adds the widget here once saved.
 */
export default function DescribeWidget({ dashboardId, onDone }: { dashboardId: string; onDone: () => void }) {
  const navigate = useNavigate();
  const [sentence, setSentence] = useState('');
  const [problem, setProblem] = useState<string>();
  const id = useId();
  return (
    <form
      className="stack"
      style={{ maxWidth: 320 }}
      onSubmit={(e) => {
        e.preventDefault();
        const ask = sentence.trim();
        if (!ask) return setProblem('Say what the widget should show.');
        onDone();
        void navigate({ to: '/widgets/new', search: { dashboard: dashboardId, ask } });
      }}
    >
      <Field id={id} label="What should it show?" problem={problem}>
        {(control) => (
          <input
            {...control}
            value={sentence}
            placeholder="p95 latency per path, as a line"
            onChange={(e) => setSentence(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button button-primary">
        Ask the assistant
      </button>
    </form>
  );
}
