/**
 * Work done after a request has been answered (a text to a phone): its failure is logged, never thrown
 * into the request that started it, and it is kept track of, so shutdown finishes it before the database
 * closes and tests can wait for it.
 */
export interface Background {
  /** Starts the task at once. `signal` aborts when shutdown begins: no new attempt should start then. */
  run(label: string, task: (signal: AbortSignal) => Promise<void>): void;
  /** Resolves once every task started so far, and any task they started, has finished. */
  idle(): Promise<void>;
  /** Aborts the tasks' signal, then waits for them. */
  close(): Promise<void>;
}

export function createBackground(log: { error(details: object, message: string): void }): Background {
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  const idle = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return {
    run(label, task) {
      const done: Promise<void> = Promise.resolve()
        .then(() => task(stopping.signal))
        .catch((error: unknown) => log.error({ err: error, task: label }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    idle,
    async close() {
      stopping.abort();
      await idle();
    },
  };
}
