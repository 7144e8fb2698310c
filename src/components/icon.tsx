import type { IconName } from './icon-names.gen';
// A file of its own (never inlined as data: a <use> cannot reach into a data URL), hashed and cached
// for a year like every asset.
import sprite from './icons.svg?no-inline';

/**
 * A decorative icon from the console's sprite (icons.svg, lucide's drawings): the browser fetches the
 * sprite once and caches it, and a page carries no icon code. Always hidden from assistive technology:
 * the control beside it says what it does in words.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
