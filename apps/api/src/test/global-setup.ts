import type { TestProject } from 'vitest/node';
import { dropTemplates, makeTemplates, type Templates } from './template-database.js';

declare module 'vitest' {
  // What createTestApp copies each test file's database from (test/template-database.ts).
  export interface ProvidedContext {
    templates: Templates;
  }
}

/** Vitest's global setup of the API projects: the run's template database, made once and dropped at the end. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const templates = await makeTemplates(serverUrl);
  project.provide('templates', templates);
  return () => dropTemplates(serverUrl, templates);
}
