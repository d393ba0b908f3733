import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@smms/shared';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().trim().min(3).default('superadmin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_PHONE: z
    .string()
    .regex(/^[6-9]\d{9}$/)
    .default('9999999999'),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  PHOTO_DIR: z.string().optional(),
  WEB_DIR: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  UTILITY_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .refine(isValidTimeZone, 'not a time zone Intl knows (use an IANA name such as Asia/Kolkata)'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  admin: { username: string; password?: string; phone: string };
  sms: { provider: 'outbox' | 'http'; httpUrl?: string };
  photoDir: string;
  webDir?: string;
  session: { idleMinutes: number; maxHours: number };
  logLevel: string;
  rateLimitPerMinute: number;
  /** The utility's IANA zone: screens and CSV files show its wall-clock time; trend days are its days. */
  timeZone: string;
};

/** Reads and validates the environment; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    throw new Error('Invalid configuration: SMS_HTTP_URL is required when SMS_PROVIDER=http');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE },
    sms: { provider: e.SMS_PROVIDER, httpUrl: e.SMS_HTTP_URL },
    photoDir: path.resolve(e.PHOTO_DIR ?? path.join(dataDir, 'photos')),
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : undefined,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    timeZone: e.UTILITY_TIME_ZONE,
  };
}
