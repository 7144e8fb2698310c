import { notify } from './toasts';
import { Icon } from './icon';

/** Puts `value` on the clipboard and says so, or says how to copy it by hand. */
export async function copyText(value: string, what = 'Copied to the clipboard'): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    notify('success', what);
  } catch {
    notify('error', 'The browser did not allow copying; select the text and copy it by hand.');
  }
}

/** Copies `value` to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button type="button" className="button" onClick={() => void copyText(value)} aria-label={label}>
      <Icon name="copy" size={14} />
      Copy
    </button>
  );
}
