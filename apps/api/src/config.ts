import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const optionalUrl = z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional());

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'must be a postgres:// URL' })
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
      .optional(),
  ),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Hosts of the old site: pages served from them show the 'We're Moving!' notice. */
  LEGACY_HOSTNAMES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  NEW_SITE_URL: optionalUrl,
  SOCIAL_FACEBOOK_URL: optionalUrl,
  SOCIAL_INSTAGRAM_URL: optionalUrl,
  SOCIAL_X_URL: optionalUrl,
  SOCIAL_YOUTUBE_URL: optionalUrl,
  /** ISO 4217 code every price is shown in; one credit = one entry = 10.00 of it. */
  CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
    .default('AUD')
    .transform((value) => value.toUpperCase()),
  /** Off: entries are free and no credit screens show. On: an entry costs one credit. */
  CREDITS_ENABLED: flag(false),
});

export type Config = z.infer<typeof ConfigSchema>;

/** The only reader of process.env: parsed once, failing fast with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Settings for tests and tools: defaults with overrides, no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: false, ...overrides };
}
