import { TextField } from './text-field';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  placeholder: string;
  /** Why this service takes no tags here; said instead of the field. */
  refused?: string | undefined;
}

/** Tags typed in the console's one tag syntax (src/lib/tags.ts), or why they cannot be given here. */
export function TagsField({ refused, ...field }: Props) {
  if (refused) return <p className="muted">{refused}</p>;
  return <TextField label="Tags" description="key:value (or a key alone), separated by commas." {...field} />;
}
