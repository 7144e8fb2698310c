import type { ReactNode } from 'react';
import { withKeys } from '../../lib/keys';
import { FieldSet } from './field';

interface Props<T> {
  id: string;
  legend: string;
  items: readonly T[];
  /** An item's value: what `value` holds when it is ticked. */
  valueOf: (item: T) => string;
  /** What is drawn beside its box (a name, badges). */
  labelOf: (item: T) => ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  problem?: string | undefined;
  description?: ReactNode;
  disabled?: boolean;
}

/** Several of many, one checkbox each, in a fieldset with its legend and problem: the same in every form. */
export function CheckboxList<T>({ items, valueOf, labelOf, value, onChange, ...fieldset }: Props<T>) {
  return (
    <FieldSet {...fieldset} className="fieldset">
      {withKeys(items, valueOf).map(([item, key]) => {
        const itemValue = valueOf(item);
        return (
          <label key={key} className="row" style={{ gap: 6 }}>
            <input
              type="checkbox"
              checked={value.includes(itemValue)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, itemValue] : value.filter((v) => v !== itemValue))
              }
            />
            {labelOf(item)}
          </label>
        );
      })}
    </FieldSet>
  );
}
