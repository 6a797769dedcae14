export * from './draw.js';
export { PsaParseError } from './errors.js';
export { type ParseTournamentPageOptions, parseTournamentPage } from './parse-tournament-page.js';
export { type ParseWpTournamentOptions, parseWpTournament } from './parse-wp-tournament.js';
export { type PsaTournamentUrl, parseTournamentUrl, wpApiUrl } from './url.js';
