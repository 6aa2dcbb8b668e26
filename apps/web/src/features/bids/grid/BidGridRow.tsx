import { BID_UNIT_LABELS, BID_UNITS, type TRfpLine } from '@procura/shared';
import { memo } from 'react';
import { formatMoney } from '../components/bid-format';
import classes from './BidGrid.module.css';
import { previewOf, type TEditColumn, type TRowDraft } from './bid-grid-model';

export interface TBidGridRowProps {
  index: number;
  line: TRfpLine;
  row: TRowDraft;
  termMonths: number;
  /** The server's words for this line's refused fields. */
  errors: Partial<Record<TEditColumn, string>> | undefined;
  isReadOnly: boolean;
  onChange: (lineId: string, column: TEditColumn, value: string) => void;
}

const HEADERS: Record<TEditColumn, string> = {
  price: 'Price',
  unit: 'Unit',
  quantityPerYear: 'How many a year',
  notes: 'Notes',
  exclusions: 'Exclusions',
  alternate: 'Alternate',
};

/**
 * One line of the bid. Memoised: a keystroke re-renders its own row only (the other rows keep
 * their props), so a grid of hundreds of lines stays quick to type in.
 */
export const BidGridRow = memo(function BidGridRow({ index, line, row, termMonths, errors, isReadOnly, onChange }: TBidGridRowProps) {
  const lineName = `${line.propertyName} ${line.serviceName}`;
  const preview = previewOf(row, termMonths);
  const cell = (column: TEditColumn, col: number, input: (props: Record<string, unknown>) => React.ReactNode) => {
    const error = errors?.[column];
    const errorId = error ? `bid-${line.id}-${column}-error` : undefined;
    return (
      <td data-label={HEADERS[column]}>
        <div>
          {input({
            'aria-label': `${HEADERS[column]}, ${lineName}`,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': errorId,
            'data-cell': `${index}:${col}`,
            className: `${classes.input}${column === 'price' || column === 'quantityPerYear' ? ` ${classes.number}` : ''}`,
            value: row[column],
            disabled: isReadOnly,
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(line.id, column, event.currentTarget.value),
          })}
          {error ? (
            <div id={errorId} className={classes.error}>
              {error}
            </div>
          ) : null}
        </div>
      </td>
    );
  };
  return (
    <tr>
      <th scope="row" className={classes.line}>
        <div style={{ fontWeight: 600 }}>{line.propertyName}</div>
        <div style={{ color: 'var(--mantine-color-gray-7)', fontSize: 'var(--mantine-font-size-xs)' }}>
          {line.serviceName}
          {line.cityName ? ` · ${line.cityName}, ${line.stateCode ?? ''}` : ''}
        </div>
      </th>
      {cell('price', 0, (p) => (
        <input {...p} inputMode="decimal" autoComplete="off" />
      ))}
      {cell('unit', 1, (p) => (
        <select {...p}>
          <option value="">Choose…</option>
          {BID_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {BID_UNIT_LABELS[unit]}
            </option>
          ))}
        </select>
      ))}
      {cell('quantityPerYear', 2, (p) => (
        <input {...p} inputMode="decimal" autoComplete="off" />
      ))}
      <td data-label="A year" className={classes.money}>
        {formatMoney(preview.annual)}
      </td>
      <td data-label="Whole term" className={classes.money}>
        {formatMoney(preview.term)}
      </td>
      {cell('notes', 3, (p) => (
        <input {...p} autoComplete="off" />
      ))}
      {cell('exclusions', 4, (p) => (
        <input {...p} autoComplete="off" />
      ))}
      {cell('alternate', 5, (p) => (
        <input {...p} autoComplete="off" />
      ))}
    </tr>
  );
});

export const GRID_HEADERS = HEADERS;
