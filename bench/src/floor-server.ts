/**
 * The HTTP floor of the list-page figure (issue 12): a bare node:http server that answers every request with
 * the raw list query's rows as JSON — no routing, session, validation or mapping. What it reaches against the
 * raw pg loop is what any HTTP API can reach on this machine; SMMS is measured against both.
 * Run as a child process (`node --import tsx bench/src/floor-server.ts <port> <databaseUrl> <sql>`), so it has a
 * thread of its own as the real server has.
 */
import http from 'node:http';
import pg from 'pg';

const [port, databaseUrl, text] = process.argv.slice(2);
if (!port || !databaseUrl || !text) throw new Error('usage: floor-server.ts <port> <databaseUrl> <sql>');
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
server.listen(Number(port), '127.0.0.1', () => console.log('floor: listening'));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
