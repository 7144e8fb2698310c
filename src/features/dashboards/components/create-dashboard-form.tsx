import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { useCreateDashboard } from '../api';
import { parseTags } from '../../../lib/tags';
import { notify } from '../../../components/toasts';
import { usePublishedWritesOnly } from '../../../api/identity';

/** Name (required) and tags; the new dashboard opens in edit mode, ready for widgets. */
export function CreateDashboardForm() {
  const [name, setName] = useState('');
  const [tags, setTags] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [tagsProblem, setTagsProblem] = useState<string | null>(null);
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
        const parsed = parseTags(publishedOnly ? '' : tags);
        setProblem(
          !name.trim()
            ? 'Give the dashboard a name.'
            : name.trim().length > 255
              ? 'A name has at most 255 characters.'
              : null,
        );
        setTagsProblem('problem' in parsed ? parsed.problem : null);
        if (!name.trim() || name.trim().length > 255)
          return document.getElementById('new-dashboard-name')?.focus();
        if ('problem' in parsed) return document.getElementById('new-dashboard-tags')?.focus();
        mutation.mutate(
          { name: name.trim(), tags: parsed.tags },
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
            aria-invalid={tagsProblem ? true : undefined}
            aria-describedby={tagsProblem ? 'new-dashboard-tags-problem' : undefined}
          />
          {tagsProblem && (
            <span id="new-dashboard-tags-problem" className="field-error">
              {tagsProblem}
            </span>
          )}
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        Create dashboard
      </button>
      {mutation.error && <ErrorPanel error={mutation.error} action="create the dashboard" />}
    </form>
  );
}
