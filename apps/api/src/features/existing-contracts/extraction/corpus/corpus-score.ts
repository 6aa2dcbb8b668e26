import { CONTRACT_FIELDS, type TContractExtraction, type TContractField } from '@procura/shared';
import type { TTruth } from './corpus-contract.js';

/*
 * Precision and recall per field over a corpus: a value counts as found when the extractor
 * gave one, right when it equals the known answer (names and addresses compared without case,
 * punctuation or spacing; lists item by item).
 */

export interface TFieldScore {
  field: TContractField;
  /** Values given that were right. */
  right: number;
  /** Values given. */
  given: number;
  /** Values the corpus has. */
  known: number;
  precision: number;
  recall: number;
}

const norm = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replace(/[^a-z0-9]/g, '') : JSON.stringify(v));
const same = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 0.01 : norm(a) === norm(b));

export function scoreCorpus(results: readonly { truth: TTruth; extraction: TContractExtraction }[]): TFieldScore[] {
  return CONTRACT_FIELDS.map((field) => {
    let right = 0;
    let given = 0;
    let known = 0;
    for (const { truth, extraction } of results) {
      const want = truth[field];
      const got = extraction.fields[field].value;
      if (Array.isArray(want) || Array.isArray(got)) {
        const w = (want as string[] | null) ?? [];
        const g = (got as string[] | null) ?? [];
        known += w.length;
        given += g.length;
        right += g.filter((x) => w.some((y) => same(x, y))).length;
        continue;
      }
      if (want !== null) known += 1;
      if (got !== null) given += 1;
      if (want !== null && got !== null && same(want, got)) right += 1;
    }
    return { field, right, given, known, precision: given ? right / given : 1, recall: known ? right / known : 1 };
  });
}

/** The table the bench prints and the notes quote. */
export function scoreTable(scores: readonly TFieldScore[]): string {
  const rows = scores.map(
    (s) => `${s.field.padEnd(26)} ${s.precision.toFixed(2).padStart(9)} ${s.recall.toFixed(2).padStart(6)}   ${s.right}/${s.given}/${s.known}`,
  );
  return [`${'field'.padEnd(26)} precision recall   right/given/known`, ...rows].join('\n');
}
