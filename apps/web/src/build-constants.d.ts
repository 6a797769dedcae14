/** The year of the build (vite.config.ts, `define`). */
declare const __BUILD_YEAR__: number;
