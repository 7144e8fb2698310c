/**
 * The widget types this console draws, each declared once: what the library and the editor call it,
 * what its search must return, and which display choices its editor offers. The URL reader, the
 * library, the editor and the widget's search read this; its chart is named in `charts.tsx` (in the
 * charts' own chunk, so no page pays for recharts before it draws). The service's list of types is
 * open: a type missing here is one miss, drawn as `notDrawn` says.
 */

/** What a type's search returns: values over time, one number per group, or one number. */
type WidgetShape = 'series' | 'groups' | 'number';

export interface WidgetTypeSpec {
  label: string;
  shape: WidgetShape;
  /** Its editor offers stacking (areas and bars of groups add up to the whole). */
  stacking: boolean;
  /** Its editor offers a legend (a score is one number: nothing to tell apart). */
  legend: boolean;
}

export const WIDGET_TYPES = {
  line: { label: 'Line', shape: 'series', stacking: true, legend: true },
  area: { label: 'Area', shape: 'series', stacking: true, legend: true },
  bar: { label: 'Bar', shape: 'series', stacking: true, legend: true },
  score: { label: 'Score', shape: 'number', stacking: false, legend: false },
  pie: { label: 'Pie', shape: 'groups', stacking: false, legend: true },
  treemap: { label: 'Treemap', shape: 'groups', stacking: false, legend: true },
  'top-list': { label: 'Top list', shape: 'groups', stacking: false, legend: true },
} as const satisfies Record<string, WidgetTypeSpec>;

export type DrawnType = keyof typeof WIDGET_TYPES;

export const WIDGET_TYPE_NAMES = Object.keys(WIDGET_TYPES) as DrawnType[];

/** A widget without a type is a line, as the service draws it. */
const typeOf = (type: string | undefined) => type ?? 'line';

export const isDrawnType = (type: string | undefined): type is DrawnType | undefined =>
  Object.hasOwn(WIDGET_TYPES, typeOf(type));

/** The type's declaration, or undefined for a type this console does not draw. */
export const widgetType = (type: string | undefined): WidgetTypeSpec | undefined =>
  isDrawnType(type) ? WIDGET_TYPES[typeOf(type) as DrawnType] : undefined;

/** A type's name as people read it: its label, or the service's own word for one not drawn here. */
export const typeLabel = (type: string | undefined) => widgetType(type)?.label ?? typeOf(type);

/** What a widget of a type not drawn here shows instead of a chart. */
export const notDrawn = (type: string | undefined) =>
  `This console does not draw widgets of type “${typeOf(type)}”.`;
