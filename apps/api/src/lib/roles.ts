/*
 * What a process is for (issue 65): `ROLE` in its environment, one of these. deploy/ starts each by name; the
 * health check and the metrics say it.
 *  - `all`: everything in one process, as `npm start` runs it (and the tests).
 *  - `requests`: the API and the web app; sends jobs, runs none.
 *  - `live`: the live streams (decision 025): holds nothing but streams, runs no job worker and no scheduler.
 *  - `jobs`: the job workers and their schedule (more than one may run); answers its health check and metrics only
 *    as far as deploy/ sends it anything.
 */
export const PROCESS_ROLES = ['all', 'requests', 'live', 'jobs'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Whether a process of this role works the jobs and keeps their schedule. */
export const runsJobs = (role: ProcessRole): boolean => role === 'all' || role === 'jobs';
