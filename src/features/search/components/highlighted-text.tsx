import { ShownText } from '../../../components/shown-text';
import { highlightParts } from '../event-rows';

/**
 * Text with the query's words marked; every part is a text node, so log lines never become markup, and
 * hidden characters show by name (ShownText) while copying still copies the line as it is.
 */
export function HighlightedText({ text, words }: { text: string; words: string[] }) {
  const parts = highlightParts(text, words);
  // Nothing marked: the text alone, no element around it (a row of a list draws many of these).
  if (parts.length === 1 && !parts[0]?.match) return <ShownText text={text} />;
  return (
    <>
      {parts.map((part, i) =>
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
