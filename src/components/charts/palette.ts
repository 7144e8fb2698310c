/**
 * The console's categorical palette (tokens.css, --chart-1 … --chart-7): hues after Okabe and Ito's
 * palette for colour-blind readers, darkened for light surfaces and lightened for dark ones so each
 * keeps 3:1 against its background. Series past the seventh repeat; "other" is always grey.
 */
const PALETTE_SIZE = 7;
export const OTHER_COLOR = 'var(--chart-other)';

export const seriesColor = (index: number) => `var(--chart-${(index % PALETTE_SIZE) + 1})`;
