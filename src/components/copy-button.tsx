import { notify } from './toasts';
import { Copy } from 'lucide-react';

/** Copies `value` to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('success', 'Copied to the clipboard');
    } catch {
      notify('error', 'The browser did not allow copying; select the text and copy it by hand.');
    }
  };
  return (
    <button type="button" className="button" onClick={() => void copy()} aria-label={label}>
      <Copy size={14} aria-hidden="true" />
      Copy
    </button>
  );
}
