import type { TBid, TBidLineInput } from '@procura/shared';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { cellValue, EDIT_COLUMNS, EMPTY_ROW, isPriced, lineInputOf, rowFromLine, sameRow, type TEditColumn, type TRowDraft } from './bid-grid-model';

type TRows = Record<string, TRowDraft>;
type TErrors = Record<string, Partial<Record<TEditColumn, string>>>;

const rowsOf = (bid: TBid): TRows => Object.fromEntries(bid.lines.map((line) => [line.rfpLineId, rowFromLine(line)]));
const FIELD_ERROR = /^lines\.(\d+)\.(\w+)$/;

/**
 * The grid's rows as typed, beside the draft last saved: what changed, the lines to send, and the
 * server's refusals put back on the cells they name (`lines.N.price` is the Nth line sent).
 */
export function useBidRows(bid: TBid, lineIds: readonly string[]) {
  const [rows, setRows] = useState<TRows>(() => rowsOf(bid));
  const [saved, setSaved] = useState<TRows>(() => rowsOf(bid));
  const [errors, setErrors] = useState<TErrors>({});

  const onChange = useCallback((lineId: string, column: TEditColumn, value: string) => {
    setRows((current) => ({ ...current, [lineId]: { ...(current[lineId] ?? EMPTY_ROW), [column]: value } }));
  }, []);

  const onPasteBlock = useCallback(
    (rowIndex: number, columnIndex: number, block: string[][]) => {
      setRows((current) => {
        const next = { ...current };
        block.forEach((cells, r) => {
          const lineId = lineIds[rowIndex + r];
          if (!lineId) return;
          const row = { ...(next[lineId] ?? EMPTY_ROW) };
          cells.forEach((cell, c) => {
            const column = EDIT_COLUMNS[columnIndex + c];
            if (column) Object.assign(row, { [column]: cellValue(column, cell) });
          });
          next[lineId] = row;
        });
        return next;
      });
    },
    [lineIds],
  );

  const isDirty = useMemo(() => {
    const ids = new Set([...Object.keys(rows), ...Object.keys(saved)]);
    return [...ids].some((id) => !sameRow(rows[id] ?? EMPTY_ROW, saved[id] ?? EMPTY_ROW));
  }, [rows, saved]);

  /** The priced rows in the RFP's order, as the API takes them. */
  const linesToSend = (): TBidLineInput[] => lineIds.filter((id) => rows[id] && isPriced(rows[id])).map((id) => lineInputOf(id, rows[id]));

  return {
    rows,
    errors,
    isDirty,
    onChange,
    onPasteBlock,
    linesToSend,
    /** The server kept these lines: they are the new baseline, and nothing is refused. */
    markSaved: (answer: TBid) => {
      setSaved(rowsOf(answer));
      setErrors({});
    },
    /** The draft was replaced elsewhere (an uploaded bid sheet): the grid shows it as saved. */
    replaceWith: (answer: TBid) => {
      setRows(rowsOf(answer));
      setSaved(rowsOf(answer));
      setErrors({});
    },
    /** Puts the server's `lines.N.field` refusals on their cells; true when it named any. */
    showRefusals: (error: unknown, sent: readonly TBidLineInput[]): boolean => {
      if (!(error instanceof ApiError)) return false;
      const next: TErrors = {};
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const match = FIELD_ERROR.exec(field);
        const lineId = match ? sent[Number(match[1])]?.rfpLineId : undefined;
        const column = match?.[2] as TEditColumn | undefined;
        if (lineId && column && (EDIT_COLUMNS as readonly string[]).includes(column)) next[lineId] = { ...next[lineId], [column]: messages[0] };
      }
      setErrors(next);
      return Object.keys(next).length > 0;
    },
  };
}
