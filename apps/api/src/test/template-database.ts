import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * The API tests' databases are made once per run and copied per test file: migrating a database is most of
 * what a test file's start costs. On PGlite the template is a dumped data directory (a file a fork loads:
 * ~0.6 s instead of ~1.5 s to start and migrate); on PostgreSQL a database that CREATE DATABASE … TEMPLATE
 * copies. Each test file still gets a database of its own.
 */
export interface Templates {
  /** A PGlite data directory dumped once migrated (a tar file). */
  pgliteTemplate?: string;
  /** A migrated PostgreSQL database on DATABASE_URL's server, to CREATE DATABASE … TEMPLATE from. */
  postgresTemplate?: string;
}

/** The name of a test file's copy of the PostgreSQL template: dropped with the template, at the run's end. */
export const copyOf = (template: string) => `${template}_copy_${randomBytes(6).toString('hex')}`;

/** Runs `query` on DATABASE_URL's server (the database it names), one connection; answers its rows. */
async function rowsOnServer<Row>(serverUrl: string, query: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(query)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Runs `statement` on DATABASE_URL's server (the database it names), one connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  await rowsOnServer(serverUrl, statement);
}

/** The same server's URL, on another database. */
export function urlOfDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Migrates a new template: PGlite's dumped to a file, and PostgreSQL's when DATABASE_URL is set. */
export async function makeTemplates(serverUrl: string | undefined): Promise<Templates> {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    const database = `smms_template_${id}`;
    await onServer(serverUrl, `create database ${database}`);
    const url = urlOfDatabase(serverUrl, database);
    await onServer(url, 'create extension if not exists pg_trgm');
    const handle = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
    await migrateToLatest(handle.db);
    await handle.close();
    return { postgresTemplate: database };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `smms-template-${id}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { pgliteTemplate: file };
}

/**
 * Removes the run's templates and, on PostgreSQL, every test file's copy of it: at the end of the run, when no
 * test holds a connection to one (a test app's pool may still be closing its sockets when the file ends).
 */
export async function dropTemplates(serverUrl: string | undefined, templates: Templates): Promise<void> {
  if (templates.pgliteTemplate) await fs.rm(templates.pgliteTemplate, { force: true });
  const template = templates.postgresTemplate;
  if (!serverUrl || !template) return;
  const copies = await rowsOnServer<{ name: string }>(
    serverUrl,
    `select datname as name from pg_database where datname like '${template}\\_copy\\_%'`,
  );
  for (const { name } of [...copies, { name: template }])
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
