import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';

/**
 * Where the server's log lines go: standard output as JSON (what a log shipper reads), or, with
 * LOG_FORMAT=pretty or by default in development at a terminal, as readable coloured lines (pino-pretty,
 * loaded only then). Answers undefined for JSON to standard output, pino's own default.
 */
export async function logDestination(
  config: Pick<Config, 'env' | 'logFormat'>,
  terminal = Boolean(process.stdout.isTTY),
  out: NodeJS.WritableStream = process.stdout,
): Promise<DestinationStream | undefined> {
  const pretty = config.logFormat ? config.logFormat === 'pretty' : config.env === 'development' && terminal;
  if (!pretty) return undefined;
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({
    colorize: terminal,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    destination: out,
  });
}
