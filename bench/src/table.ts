/** The result table: metric, baseline, SMMS, ratio, target, PASS/FAIL. */
export interface Row {
  metric: string;
  baseline: string;
  smms: string;
  /** SMMS over baseline (or baseline over SMMS for "× faster" rows), as the target reads it. */
  ratio: number;
  target: string;
  /** Whether the target holds; absent for a row shown for reference (no target of its own). */
  pass?: boolean;
}

export function printTable(rows: Row[]) {
  const cells = rows.map((r) => [
    r.metric,
    r.baseline,
    r.smms,
    Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}×` : '-',
    r.target,
    r.pass === undefined ? 'info' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const head = ['metric', 'baseline', 'SMMS', 'ratio', 'target', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}
