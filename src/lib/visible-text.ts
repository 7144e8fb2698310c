/**
 * Characters that change how text around them reads without being seen: directional embeddings,
 * overrides, isolates and marks (a name `invoice‮gnp.exe` shows as "invoiceexe.png"), and the
 * zero-width ones that make two names look alike. Joiners (U+200C, U+200D) are left alone: scripts
 * and emoji sequences need them.
 */
const CONTROLS: Record<string, string> = {
  '\u202A': 'LRE',
  '\u202B': 'RLE',
  '\u202C': 'PDF',
  '\u202D': 'LRO',
  '\u202E': 'RLO',
  '\u2066': 'LRI',
  '\u2067': 'RLI',
  '\u2068': 'FSI',
  '\u2069': 'PDI',
  '\u200E': 'LRM',
  '\u200F': 'RLM',
  '\u061C': 'ALM',
  '\u200B': 'ZWSP',
  '\u2060': 'WJ',
  '\uFEFF': 'ZWNBSP',
};
const PATTERN = new RegExp(`[${Object.keys(CONTROLS).join('')}]`, 'u');
const SPLIT = new RegExp(`([${Object.keys(CONTROLS).join('')}])`, 'u');

/** A hidden character, named: ⟨RLO⟩. */
export interface Control {
  char: string;
  name: string;
}

export const hasControls = (text: string): boolean => PATTERN.test(text);

const LATIN = /\p{Script=Latin}/u;
const LOOK_ALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Whether a word mixes Latin letters with Cyrillic or Greek ones, whose letters look the same: "Аdmin"
 * with a Cyrillic А reads as "Admin" and is another name. Whole words of one script are not flagged.
 */
export const mixesScripts = (text: string): boolean =>
  (text.match(/\p{L}+/gu) ?? []).some((word) => LATIN.test(word) && LOOK_ALIKE.test(word));

/** What a flagged name says after it, drawn and read aloud. */
const MIXED_SCRIPTS = '⟨mixed scripts⟩';

/** The text in runs: plain text, and each hidden character on its own, named. Joined, the same text. */
export function visibleParts(text: string): (string | Control)[] {
  return text
    .split(SPLIT)
    .filter((part) => part !== '')
    .map((part) => (CONTROLS[part] ? { char: part, name: CONTROLS[part] } : part));
}

/**
 * The text with each hidden character replaced by its name, for places that hold text only (an
 * `<option>`): there is no element to isolate a mark in, so the character itself is left out.
 */
export const namedText = (text: string): string =>
  visibleParts(text)
    .map((part) => (typeof part === 'string' ? part : `⟨${part.name}⟩`))
    .join('') + (mixesScripts(text) ? ` ${MIXED_SCRIPTS}` : '');
