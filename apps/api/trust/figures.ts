import fs from 'node:fs';
import path from 'node:path';

/**
 * The adversarial suite's figures (issue 13): each trust test records what it measured next to the
 * bound it must hold, and `npm run test:trust` prints them all as one table after the runs. The test
 * itself still asserts the bound, so a figure that does not hold fails the run as well as showing.
 */
export interface Figure {
  /** The area of the suite: "authorization", "fuzzing", "sessions", "concurrency", "crash", "audit"... */
  area: string;
  /** What was counted or measured, e.g. "unexpected allows". */
  name: string;
  value: number | string;
  /** The bound, as read by a person: "= 0", "≤ 10 s", "exactly 1". */
  target: string;
  holds: boolean;
}

/** Where figures go: TRUST_FIGURES (set by scripts/test-trust.mjs), else test-results/trust. */
function figuresFile(): string {
  const file = process.env.TRUST_FIGURES ?? path.resolve('test-results/trust/figures.jsonl');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** The database this run is on, so one table can show both passes. */
export const DATABASE = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Records figures for the final table; call it once the numbers are known, before asserting them. */
export function recordFigures(...figures: Figure[]): void {
  const lines = figures.map((figure) => JSON.stringify({ ...figure, database: DATABASE })).join('\n');
  fs.appendFileSync(figuresFile(), `${lines}\n`);
}

const COMPARE: Record<string, (value: number, bound: number) => boolean> = {
  '=': (v, b) => v === b,
  exactly: (v, b) => v === b,
  '≤': (v, b) => v <= b,
  '<': (v, b) => v < b,
  '≥': (v, b) => v >= b,
  '>': (v, b) => v > b,
};

/**
 * A figure whose bound is a comparison written as people read it ("= 0", "exactly 1", "≤ 2,000", "> 0"): whether
 * it holds is read from that same text, so the table's target and the verdict cannot say different things.
 */
export function figure(area: string, name: string, value: number, target: string): Figure {
  const [, op = '', bound = ''] = /^(=|exactly|≤|<|≥|>)\s*([\d,._]+)$/.exec(target) ?? [];
  const compare = COMPARE[op];
  if (!compare) throw new Error(`figure "${name}": "${target}" is not a comparison; write the Figure out`);
  return { area, name, value, target, holds: compare(value, Number(bound.replace(/[,_]/g, ''))) };
}
