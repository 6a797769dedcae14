/*
 * Tournaments and the fan's entries in them: what other features use, the fan's own entries (results' my tips,
 * the home page's welcome back, the dashboard).
 */
export { getMyEntries, myEntriesQueryOptions, useMyEntries } from './api/my-entries';
