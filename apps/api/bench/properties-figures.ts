import { EXPORT_HEAP_MB, type measureDeepPage, type measureExport, type measureImport } from './properties.js';

/* The properties figures that are not request rates (issue #8): bench parts list, deep, export and import. */

/** Each figure is absent when its part did not run (BENCH_ONLY). */
export interface TPropertyFigures {
  listRatio?: number;
  searchVsList?: number;
  deepPage?: Awaited<ReturnType<typeof measureDeepPage>>;
  import?: Awaited<ReturnType<typeof measureImport>>;
  export?: Awaited<ReturnType<typeof measureExport>>;
}

export function printPropertyFigures(kind: string, f: TPropertyFigures): void {
  const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows: [string, string, string, string][] = [];
  if (f.listRatio !== undefined)
    rows.push(['list page + count vs its bare query', `${f.listRatio.toFixed(2)}×`, '≥ 0.6×', f.listRatio >= 0.6 ? 'ok' : 'MISSED']);
  if (f.searchVsList !== undefined)
    rows.push(['search vs the plain list (product)', `${f.searchVsList.toFixed(2)}×`, '≥ 0.35×', f.searchVsList >= 0.35 ? 'ok' : 'MISSED']);
  if (f.deepPage)
    rows.push([
      `keyset page at row ${f.deepPage.position.toLocaleString('en-US')}: statement / scoped repo call (median, p95)`,
      `${ms(f.deepPage.executionMs)} / ${ms(f.deepPage.scopedMedianMs)}, ${ms(f.deepPage.scopedP95Ms)}`,
      '≤ 2 ms',
      f.deepPage.executionMs <= 2 ? 'ok' : 'MISSED',
    ]);
  if (f.import)
    rows.push(
      [
        `import ${f.import.rows.toLocaleString('en-US')} rows from XLSX vs COPY (its child warm, median of ${f.import.productMs.length})`,
        `${ms(med(f.import.productMs))} vs ${ms(med(f.import.copyMs))} = ${f.import.ratio.toFixed(2)}×`,
        '≤ 2×',
        f.import.ratio <= 2 ? 'ok' : 'MISSED',
      ],
      [
        `import ${f.import.rows.toLocaleString('en-US')} rows, the first of a freshly started worker`,
        `${ms(f.import.coldMs)} = ${f.import.coldRatio.toFixed(2)}× the COPY`,
        '',
        'for information',
      ],
    );
  if (f.export)
    rows.push(
      [
        `export ${f.export.product.rows.toLocaleString('en-US')} rows to XLSX vs bare exceljs`,
        `${ms(f.export.product.ms)} vs ${ms(f.export.bare.ms)} = ${f.export.ratio.toFixed(2)}×`,
        '≤ 1.3×',
        f.export.ratio <= 1.3 ? 'ok' : 'MISSED',
      ],
      [
        `export peak RSS (child process, ${EXPORT_HEAP_MB} MiB heap cap): product / bare`,
        `${f.export.product.peakRssMb} MB / ${f.export.bare.peakRssMb} MB (at start ${f.export.product.startRssMb} / ${f.export.bare.startRssMb} MB)`,
        '≤ 256 MB',
        // On PGlite the database itself lives in the child and fills its memory with what it reads;
        // the export's own share is what the product needs beyond the bare writer.
        kind === 'pglite'
          ? `database in-process: export's own share ${f.export.product.peakRssMb - f.export.bare.peakRssMb} MB`
          : f.export.product.peakRssMb <= 256
            ? 'ok'
            : 'MISSED',
      ],
    );
  const header: [string, string, string, string] = [`properties figure [${kind}]`, 'measured', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}
