import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { useCreateDashboard } from '../api';
import { parseTags } from '../tags';
import { notify } from '../../../components/toasts';
import { usePublishedWritesOnly } from '../../../api/identity';

/** Name (required) and tags; the new dashboard opens in edit mode, ready for widgets. */
export function CreateDashboardForm() {
  const [name, setName] = useState('');
  const [tags, setTags] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useCreateDashboard();
  // A service that takes only its published create ({name, layout}) cannot store tags: not offered.
  const publishedOnly = usePublishedWritesOnly();
  const navigate = useNavigate();
  return (
    <form
      className="row"
      style={{ alignItems: 'flex-end' }}
      aria-label="New dashboard"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return setProblem('Give the dashboard a name.');
        if (name.trim().length > 255) return setProblem('A name has at most 255 characters.');
        setProblem(null);
        mutation.mutate(
          { name: name.trim(), tags: publishedOnly ? {} : parseTags(tags) },
          {
            onSuccess: ({ dashboard, tagsRefused }) => {
              if (tagsRefused)
                notify(
                  'error',
                  `Created ${dashboard.name} without its tags: this service does not store dashboard tags.`,
                );
              void navigate({
                to: '/dashboards/$dashboardId',
                params: { dashboardId: dashboard.id },
                search: { mode: 'edit' },
              });
            },
          },
        );
      }}
    >
      <div className="field">
        <label htmlFor="new-dashboard-name">New dashboard name</label>
        <input
          id="new-dashboard-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Payments overview"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'new-dashboard-problem' : undefined}
        />
        {problem && (
          <span id="new-dashboard-problem" className="field-error">
            {problem}
          </span>
        )}
      </div>
      {publishedOnly ? (
        <p className="muted">This service does not store dashboard tags.</p>
      ) : (
        <div className="field">
          <label htmlFor="new-dashboard-tags">Tags</label>
          <input
            id="new-dashboard-tags"
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            placeholder="team:sre, env:prod"
          />
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        Create dashboard
      </button>
      {mutation.error && <ErrorPanel error={mutation.error} action="create the dashboard" />}
    </form>
  );
}
