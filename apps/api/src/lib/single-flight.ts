/**
 * Calls that ask for the same answer while it is being worked out share that one piece of work: a statement
 * that reads tens of thousands of rows (the dashboard's waits) runs once for ten people opening the dashboard at
 * the same moment, not ten times on the same cores. Nothing is kept once it is answered, so a call that comes
 * after the work finished reads afresh; a failure reaches every caller that shared it.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const shared = running.get(key);
    if (shared) return shared;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
