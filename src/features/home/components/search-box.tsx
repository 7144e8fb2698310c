import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { EXAMPLE_QUERY } from '../example';
import styles from './home.module.css';

/** A where-expression over every dataset, run in Logs. */
export function SearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  return (
    <form
      role="search"
      aria-label="Search logs"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        const q = query.trim();
        void navigate({ to: '/search', search: q ? { q } : {} });
      }}
    >
      <input
        className="input"
        aria-label="Search every dataset (a where-expression)"
        placeholder={EXAMPLE_QUERY}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className="button button-primary">
        Search logs
      </button>
    </form>
  );
}
