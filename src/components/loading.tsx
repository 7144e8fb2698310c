/** A quiet placeholder while data loads; announced once to screen readers. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="muted">
      Loading {what}…
    </p>
  );
}
