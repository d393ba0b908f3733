/**
 * The HTTP floor of the list-page figure (issue 12): a bare node:http server that answers every request with
 * the raw list query's rows as JSON — no routing, session, validation or mapping. What it reaches against the
 * raw pg loop is what any HTTP API can reach on this machine; SMMS is measured against both.
 * Run as a child process (`node --import tsx bench/src/floor-server.ts <port> <databaseUrl> <sql> [workers]`), so
 * it has threads of its own as the real server has; with `workers` above 1 it runs that many processes on the
 * port (node:cluster), as SMMS's server does with WORKERS.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import pg from 'pg';

const [port, databaseUrl, text, workersArg = '1'] = process.argv.slice(2);
if (!port || !databaseUrl || !text)
  throw new Error('usage: floor-server.ts <port> <databaseUrl> <sql> [workers]');
const workers = Number(workersArg);

if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) console.log('floor: listening');
  });
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
} else {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer((_request, response) => {
    pool.query(text).then(
      ({ rows }) => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ success: true, data: rows }));
      },
      (error: Error) => {
        response.writeHead(500).end(error.message);
      },
    );
  });
  server.listen(Number(port), '127.0.0.1', () => {
    if (!cluster.isWorker) console.log('floor: listening');
  });
  process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}
