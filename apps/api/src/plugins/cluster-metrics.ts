import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * /metrics with WORKERS (issue 39): the scrape reaches one worker, which asks the primary; the primary gathers every
 * worker's registry through prom-client's AggregatorRegistry (counters and histograms summed, each gauge by its
 * aggregator) and answers the asking worker with the whole server's text, so a scrape sees the server, not
 * whichever worker took the connection.
 */
const ASK = 'smms:metrics';
const ANSWER = 'smms:metrics-answer';
/** Past prom-client's own 5 s for the workers' replies. */
const WAIT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
}

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as Ask).type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).type === ANSWER;

/** In the primary: answers each worker's ask with every worker's metrics, or with none when they did not come. */
export function answerMetricsAsks(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    const reply = (text?: string) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, text } satisfies Answer);
    };
    aggregator.clusterMetrics().then(reply, () => reply());
  });
}

/** In a worker: the registries the primary gathers (prom-client answers its requests with them). */
export function shareWithPrimary(registries: Registry[]): void {
  AggregatorRegistry.setRegistries(registries);
  // Constructing one is what makes prom-client answer the primary's requests in this process.
  new AggregatorRegistry();
}

/** In a worker: every worker's metrics as text, from the primary; null when they did not come in time. */
export function metricsOfAllWorkers(): Promise<string | null> {
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (text: string | null) => {
      clearTimeout(timer);
      process.off('message', listen);
      resolve(text);
    };
    const listen = (message: unknown) => {
      if (isAnswer(message) && message.id === id) done(message.text ?? null);
    };
    const timer = setTimeout(() => done(null), WAIT_MS);
    process.on('message', listen);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}

export const isWorkerProcess = () => cluster.isWorker;
