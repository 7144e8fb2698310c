import { notify } from './toasts';
import { Copy } from 'lucide-react';
import { Button } from 'react-aria-components';

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
    <Button className="button" onPress={() => void copy()} aria-label={label}>
      <Copy size={14} aria-hidden="true" />
      Copy
    </Button>
  );
}
