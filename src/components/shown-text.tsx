import type { ReactNode } from 'react';
import { hasControls, mixesScripts, visibleParts } from '../lib/visible-text';

/**
 * A string from the service as text that cannot lie: kept apart from what surrounds it (an isolate),
 * with each directional control or zero-width character shown as its name (⟨RLO⟩) and acting on
 * nothing but itself; a word that mixes look-alike scripts ("Аdmin", a Cyrillic А) is flagged after it
 * (⟨mixed scripts⟩). The characters stay in the page, so copying copies the text exactly.
 */
export function ShownText({ text }: { text: string | undefined }) {
  if (text === undefined) return null;
  const mixed = mixesScripts(text);
  if (!mixed && !hasControls(text)) return text;
  return (
    <bdi className="shown-text" data-mixed-scripts={mixed || undefined}>
      {visibleParts(text).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          // eslint-disable-next-line lookout/shown-text -- a hidden character's name (RLO), this module's own
          <span key={i} className="hidden-char" data-char={part.name} title={`Hidden character ${part.name}`}>
            {part.char}
          </span>
        ),
      )}
    </bdi>
  );
}

/** A component's text prop as drawn: a string is a string from the service (or could be), so it is marked. */
export const shown = (node: ReactNode): ReactNode =>
  typeof node === 'string' ? <ShownText text={node} /> : node;
