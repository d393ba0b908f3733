import { randomBytes } from 'node:crypto';
import { openDatabase, type DbHandle } from '../db/connection.js';
import { onServer, urlOfDatabase } from './template-database.js';

/**
 * A database with nothing in it, not even migrations: on the PostgreSQL of DATABASE_URL a new database
 * (`count` handles on it, as separate instances would have), else one in-memory PGlite (one process owns it,
 * so every handle is the same). `drop` closes the handles and removes the database.
 */
export async function emptyDatabase(count = 1): Promise<{ handles: DbHandle[]; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (!serverUrl) {
    const one = await openDatabase({ dataDir: 'memory://' });
    return { handles: Array.from({ length: count }, () => one), drop: () => one.close() };
  }
  const name = `empty_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const databaseUrl = urlOfDatabase(serverUrl, name);
  await onServer(databaseUrl, 'create extension if not exists pg_trgm');
  const handles = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ databaseUrl, dataDir: 'memory://' })),
  );
  return {
    handles,
    drop: async () => {
      await Promise.all(handles.map((h) => h.close()));
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
