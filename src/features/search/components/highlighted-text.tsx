import { ShownText } from '../../../components/shown-text';
import { highlightParts } from '../model';

/**
 * Text with the query's words marked; every part is a text node, so log lines never become markup, and
 * hidden characters show by name (ShownText) while copying still copies the line as it is.
 */
export function HighlightedText({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.match ? (
          <mark key={i}>
            <ShownText text={part.text} />
          </mark>
        ) : (
          <span key={i}>
            <ShownText text={part.text} />
          </span>
        ),
      )}
    </>
  );
}
