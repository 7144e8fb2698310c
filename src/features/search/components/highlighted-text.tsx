import { highlightParts } from '../model';

/** Text with the query's words marked; every part is a text node, so log lines never become markup. */
export function HighlightedText({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
