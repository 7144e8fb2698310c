import { useRouter, type LinkOptions } from '@tanstack/react-router';
import { copyText } from './copy-button';
import { Icon } from './icon';

interface CopyLinkProps {
  /** Where the link goes, as a router Link takes it; built when clicked, so it holds what is on screen then. */
  link: () => LinkOptions;
  /** The accessible name, saying what the link shows ("Copy link: this dashboard over …"). */
  label: string;
  /** An icon alone (a widget's header), or "Copy link" in words (a toolbar). */
  className?: string;
  iconOnly?: boolean;
}

/** Copies a full URL of a console page, for a person to paste to someone who opens the same view. */
export function CopyLinkButton({ link, label, className = 'button', iconOnly = false }: CopyLinkProps) {
  const router = useRouter();
  const copy = () => {
    const href = new URL(router.buildLocation(link()).href, window.location.origin).href;
    void copyText(href, 'Link copied: it opens this view over the same absolute time range');
  };
  return (
    <button type="button" className={className} onClick={copy} aria-label={label} title={label}>
      <Icon name="link-2" size={14} />
      {!iconOnly && 'Copy link'}
    </button>
  );
}
