import { useId, type ReactNode } from 'react';
import { shown } from './shown-text';
import { useElementSize } from './use-element-size';

interface Props {
  /** What the table holds, read first by a screen reader and naming its scroll region. */
  caption: ReactNode;
  /** Show the caption (it is read either way). */
  showCaption?: boolean;
  /** The table's <thead> and <tbody>. */
  children: ReactNode;
}

/**
 * The console's table: within the page's width on any screen, scrolling sideways inside itself when
 * its columns need more, never the page. Then it is a region that takes focus (the keyboard scrolls
 * it too) and says above its columns that it scrolls (global.css): on a phone, a table cut at the
 * edge of its box looks whole.
 */
export function DataTable({ caption, showCaption = false, children }: Props) {
  const captionId = useId();
  const [ref, size] = useElementSize<HTMLDivElement>();
  const [tableRef, tableSize] = useElementSize<HTMLTableElement>();
  const scrolls = !!size && !!tableSize && tableSize.width > size.width + 1;
  return (
    <div
      ref={ref}
      className="table-scroll"
      {...(scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table ref={tableRef} className="table">
        <caption id={captionId} className={showCaption ? undefined : 'visually-hidden'}>
          {shown(caption)}
        </caption>
        {children}
      </table>
    </div>
  );
}
