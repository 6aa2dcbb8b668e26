import { parseTabBlock, type TRfpLine } from '@procura/shared';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import classes from './BidGrid.module.css';
import { EDIT_COLUMNS, EMPTY_ROW, type TEditColumn, type TRowDraft } from './bid-grid-model';
import { BidGridRow, GRID_HEADERS } from './BidGridRow';

export interface TBidGridProps {
  lines: readonly TRfpLine[];
  rows: Readonly<Record<string, TRowDraft>>;
  termMonths: number;
  errors: Readonly<Record<string, Partial<Record<TEditColumn, string>>>>;
  isReadOnly: boolean;
  onChange: (lineId: string, column: TEditColumn, value: string) => void;
  /** A block pasted at (row, column): its cells fill the grid rightwards and downwards. */
  onPasteBlock: (rowIndex: number, columnIndex: number, block: string[][]) => void;
}

const cellOf = (target: EventTarget): [number, number] | null => {
  const at = target instanceof HTMLElement ? target.dataset.cell : undefined;
  if (!at) return null;
  const [row, col] = at.split(':').map(Number);
  return [row, col];
};

/** Left and right leave a text box only from its ends, so the caret still moves inside it. */
function leavesSideways(target: EventTarget, key: string): boolean {
  if (!(target instanceof HTMLInputElement)) return true;
  const { selectionStart, selectionEnd, value } = target;
  if (selectionStart !== selectionEnd) return false;
  return key === 'ArrowLeft' ? selectionStart === 0 : selectionEnd === value.length;
}

/**
 * The bid's lines as a spreadsheet-like grid (docs/rfp.md "The bid page"): arrows move between
 * cells (up and down always; left and right from a text's ends), Enter moves down, Tab moves on,
 * and a block copied from a spreadsheet is pasted from the focused cell on.
 */
export function BidGrid({ lines, rows, termMonths, errors, isReadOnly, onChange, onPasteBlock }: TBidGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);

  const focusCell = (row: number, col: number) => {
    const el = tableRef.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-cell="${row}:${col}"]`);
    if (!el) return false;
    el.focus();
    if (el instanceof HTMLInputElement) el.select();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const at = cellOf(event.target);
    if (!at || event.altKey || event.ctrlKey || event.metaKey) return;
    const [row, col] = at;
    const isSelect = event.target instanceof HTMLSelectElement;
    let next: [number, number] | null = null;
    // A select keeps its own up and down (choosing a unit); Enter and the sides move on.
    if (event.key === 'ArrowDown' && !isSelect) next = [row + 1, col];
    else if (event.key === 'ArrowUp' && !isSelect) next = [row - 1, col];
    else if (event.key === 'Enter') next = [event.shiftKey ? row - 1 : row + 1, col];
    else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && leavesSideways(event.target, event.key))
      next = [row, event.key === 'ArrowLeft' ? col - 1 : col + 1];
    if (next && focusCell(next[0], next[1])) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const at = cellOf(event.target);
    const text = event.clipboardData.getData('text/plain');
    // One plain value is typed into the cell as usual; a block (tabs or lines) fills the grid.
    if (!at || isReadOnly || !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    onPasteBlock(at[0], at[1], parseTabBlock(text));
  };

  return (
    <div className={classes.wrap}>
      <table ref={tableRef} className={classes.table} aria-label="Bid lines" onKeyDown={onKeyDown} onPaste={onPaste}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            {EDIT_COLUMNS.slice(0, 3).map((column) => (
              <th key={column} scope="col">
                {GRID_HEADERS[column]}
              </th>
            ))}
            <th scope="col">A year</th>
            <th scope="col">Whole term</th>
            {EDIT_COLUMNS.slice(3).map((column) => (
              <th key={column} scope="col">
                {GRID_HEADERS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <BidGridRow
              key={line.id}
              index={index}
              line={line}
              row={rows[line.id] ?? EMPTY_ROW}
              termMonths={termMonths}
              errors={errors[line.id]}
              isReadOnly={isReadOnly}
              onChange={onChange}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
