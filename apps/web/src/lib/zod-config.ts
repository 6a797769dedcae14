/*
 * Imported first by main.tsx, before any schema exists. zod compiles faster object parsers with
 * `new Function`, probing for it on the first schema it builds: the CSP forbids eval, so Chrome reports a CSP
 * violation on every page that parses (Lighthouse best practices). The plain parser is fast enough here.
 *
 * zod keeps its settings on this global (zod/v4/core/core.js), so that copies of zod share them: setting it
 * here costs nothing, where importing `config` from zod would put 4 kB gzip of zod on every first page.
 * zod-config.test.ts checks that zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

// A module (imported for its effect), not a script.
export {};
