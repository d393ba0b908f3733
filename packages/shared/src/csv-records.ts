/** One record of a CSV file: the line it starts on (1-based) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** A quoted cell ran to the end of the file without its closing quote. */
  unclosed: boolean;
}

/**
 * Reads CSV text as RFC 4180 does (what Excel and LibreOffice write): comma-separated cells, a cell in
 * double quotes may hold commas, line breaks and doubled quotes; CRLF, LF or CR end a record; a byte-order
 * mark is dropped and blank lines are skipped. Each record carries its starting line for error reports.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let i = 0;
  let line = 1;
  while (i < s.length) {
    const start = line;
    const cells: string[] = [];
    let unclosed = false;
    let quotedAny = false;
    for (;;) {
      let cell = '';
      if (s[i] === '"') {
        quotedAny = true;
        i += 1;
        for (;;) {
          const close = s.indexOf('"', i);
          if (close < 0) {
            cell += s.slice(i);
            i = s.length;
            unclosed = true;
            break;
          }
          cell += s.slice(i, close);
          i = close + 1;
          if (s[i] !== '"') break;
          cell += '"';
          i += 1;
        }
        line += countBreaks(cell);
        // Anything between the closing quote and the next comma is kept, as spreadsheets do.
        const end = nextDelimiter(s, i);
        cell += s.slice(i, end);
        i = end;
      } else {
        const end = nextDelimiter(s, i);
        cell = s.slice(i, end);
        i = end;
      }
      cells.push(cell);
      if (s[i] === ',') {
        i += 1;
        continue;
      }
      // End of record: a line break (CRLF counts once) or the end of the text.
      if (s[i] === '\r' && s[i + 1] === '\n') i += 2;
      else if (i < s.length) i += 1;
      line += 1;
      break;
    }
    if (cells.length === 1 && cells[0] === '' && !quotedAny) continue;
    yield { line: start, cells, unclosed };
  }
}

/** The index of the next comma or line break at or after `from`, or the end of the text. */
function nextDelimiter(s: string, from: number): number {
  for (let j = from; j < s.length; j += 1) {
    const c = s.charCodeAt(j);
    if (c === 44 || c === 10 || c === 13) return j;
  }
  return s.length;
}

function countBreaks(cell: string): number {
  let n = 0;
  for (let j = 0; j < cell.length; j += 1) {
    const c = cell.charCodeAt(j);
    if (c === 10 || (c === 13 && cell.charCodeAt(j + 1) !== 10)) n += 1;
  }
  return n;
}
