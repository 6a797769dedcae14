/*
 * The back office's refusals, in the language the admin reads (issue 46): said by the error handler like the
 * fans' (lib/fan-errors.ts), from the server's catalogue (lib/texts.ts). A value that is itself a word of the
 * catalogue (a round's name) is a `SaidValue`, said in the same language.
 */
export const ADMIN_ERRORS = {
  /** Spec 001 §5's message: core's NO_CHANGES_MESSAGE (test/admin-errors.test.ts holds them equal). */
  noChanges: /*i18n*/ { id: 'admin.error.no-changes', message: 'No changes to update' },
  noLockTime: /*i18n*/ {
    id: 'admin.error.no-lock-time',
    message:
      'Set when tips lock (Tips lock at) before opening the tournament for tips: its matches have no start times',
  },
  secondChanceFree: /*i18n*/ {
    id: 'admin.error.second-chance-free',
    message: 'A Second Chance is free: it has no entry fee',
  },
  tipsLocked: /*i18n*/ {
    id: 'admin.error.tips-locked',
    message: "Tips have locked: the tournament can't go back to taking picks (its entries' picks are public and final)",
  },
  feeFixed: /*i18n*/ {
    id: 'admin.error.fee-fixed',
    message: 'The entry fee is fixed: entries have already paid it',
  },
  endBeforeStart: /*i18n*/ {
    id: 'admin.error.end-before-start',
    message: 'End date must be on or after the start date',
  },
  unknownTimeZone: /*i18n*/ { id: 'admin.error.unknown-time-zone', message: 'Unknown time zone' },
  usernameOrEmailTaken: /*i18n*/ {
    id: 'admin.error.username-or-email-taken',
    message: 'That username or email is already taken',
  },
  usernameTaken: /*i18n*/ { id: 'admin.error.username-taken', message: 'That username is already taken' },
  emailTaken: /*i18n*/ { id: 'admin.error.email-taken', message: 'That email is already taken' },
  invalidEmail: /*i18n*/ { id: 'admin.error.invalid-email', message: 'Please enter a valid email address' },
  deleteSelf: /*i18n*/ { id: 'admin.error.delete-self', message: "You can't delete your own account here" },
  userHasMoney: /*i18n*/ {
    id: 'admin.error.user-has-money',
    message:
      'This user has card payments or credit history, which the accounts must keep: the account can’t be deleted',
  },
  playerExists: /*i18n*/ {
    id: 'admin.error.player-exists',
    message: 'A player with this External ID already exists',
  },
  playerInUse: /*i18n*/ {
    id: 'admin.error.player-in-use',
    message: "This player is in a tournament draw or a fan's tips and can't be deleted",
  },
  notImported: /*i18n*/ {
    id: 'admin.error.not-imported',
    message: 'This tournament was not imported from the tour site',
  },
  importParameters: /*i18n*/ { id: 'admin.error.import-parameters', message: 'No parameters provided' },
  prizePaid: /*i18n*/ { id: 'admin.error.prize-paid', message: 'This prize is marked paid already' },
  prizesSettled: /*i18n*/ {
    id: 'admin.error.prizes-settled',
    message: "This tournament's prizes are settled already: nothing can hold them now.",
  },
  resultAfterSettlement: /*i18n*/ {
    id: 'admin.error.result-after-settlement',
    message:
      "This tournament's prizes are settled: a result can't change now. Correct results during the dispute window.",
  },
  disputeResolved: /*i18n*/ { id: 'admin.error.dispute-resolved', message: 'This dispute is resolved already' },
  identityUnverified: /*i18n*/ {
    id: 'admin.error.identity-unverified',
    message:
      "The winner's identity isn't verified: check a document's name and date of birth against their profile, and say what you checked.",
  },
  prizeUnderReview: /*i18n*/ {
    id: 'admin.error.prize-under-review',
    message:
      "The winner's account is under review as a possible second account, or marked as one that never wins: decide its review under Account reviews first.",
  },
  reviewResolved: /*i18n*/ { id: 'admin.error.review-resolved', message: 'This review is decided already' },
  duplicateNotReviewed: /*i18n*/ {
    id: 'admin.error.duplicate-not-reviewed',
    message: 'The second account must be one of the two accounts of this review',
  },
  prizesFixed: /*i18n*/ {
    id: 'admin.error.prizes-fixed',
    message: 'How this tournament pays is fixed: entries are open, and its prizes were promised to whoever enters.',
  },
  fixedPrizesMissing: /*i18n*/ {
    id: 'admin.error.fixed-prizes-missing',
    message: "A fixed-prize tournament needs at least one prize: set each place's prize.",
  },
  freeForGloryFee: /*i18n*/ {
    id: 'admin.error.free-for-glory-fee',
    message: 'A tournament free for glory takes no entry fee: set the fee to 0 or choose another prize model.',
  },
  rankingsRefused: /*i18n*/ {
    id: 'admin.error.rankings.refused',
    message: '{problem}{more, plural, =0 {} other { (and # more)}}: nothing was changed',
  },
  noRankedPlayer: /*i18n*/ {
    id: 'admin.error.no-ranked-player',
    message: 'No player on the list was found: nothing was changed',
  },
  // Second Chance (spec 001's Second Chance card).
  noSecondSecondChance: /*i18n*/ {
    id: 'admin.error.second-chance.of-second-chance',
    message: 'A Second Chance has no Second Chance of its own',
  },
  secondChanceExists: /*i18n*/ {
    id: 'admin.error.second-chance.exists',
    message: 'This tournament already has a Second Chance',
  },
  secondChanceOfFinals: /*i18n*/ {
    id: 'admin.error.second-chance.of-finals',
    message: 'A Tour Finals has no Second Chance: its knockout is filled from the groups',
  },
  secondChanceTooEarly: /*i18n*/ {
    id: 'admin.error.second-chance.too-early',
    message: 'A Second Chance opens once Round 1 is complete',
  },
  tournamentOver: /*i18n*/ {
    id: 'admin.error.second-chance.over',
    message: 'The tournament is over: there is nothing left to pick',
  },
  everyRoundStarted: /*i18n*/ {
    id: 'admin.error.second-chance.every-round-started',
    message: 'Every round has started: there is nothing left to pick',
  },
  drawRounds: /*i18n*/ {
    id: 'admin.error.second-chance.draw-rounds',
    message: 'The draw has {rounds} rounds',
  },
  roundStillPlayed: /*i18n*/ {
    id: 'admin.error.second-chance.round-still-played',
    message: "{playing} is still being played: the {round} players aren't known yet",
  },
  roundStarted: /*i18n*/ {
    id: 'admin.error.second-chance.round-started',
    message: 'The {round} already started: pick a later round',
  },
  roundPlayersUnknown: /*i18n*/ {
    id: 'admin.error.second-chance.players-unknown',
    message: "The {round} players aren't all known yet",
  },
  giveLockTime: /*i18n*/ {
    id: 'admin.error.second-chance.give-lock-time',
    message: 'Give a lock time: the {round} matches have no start times yet',
  },
  lockInPast: /*i18n*/ {
    id: 'admin.error.second-chance.lock-in-past',
    message: 'The lock time must be in the future',
  },
  lockAfterRound: /*i18n*/ {
    id: 'admin.error.second-chance.lock-after-round',
    message: 'The lock time must be no later than the first {round} match',
  },
  secondChanceCopy: /*i18n*/ {
    id: 'admin.error.second-chance.copy',
    message: "This is a Second Chance's copy of a main-draw match: change the main draw's match",
  },
  // Importing a tournament (spec 001's import screen): the first failures an admin meets.
  couldNotFetch: /*i18n*/ {
    id: 'admin.error.import.could-not-fetch',
    message:
      'Could not fetch {url}: {reason, select, timeout {it took too long to answer} other {it could not be reached}}',
  },
  noPage: /*i18n*/ { id: 'admin.error.import.no-page', message: "The tour's site has no page at {url}" },
  siteAnswered: /*i18n*/ {
    id: 'admin.error.import.site-answered',
    message: "The tour's site answered {status} for {url}",
  },
  pageTooLarge: /*i18n*/ {
    id: 'admin.error.import.too-large',
    message: 'The page at {url} is too large to import',
  },
  notTourUrl: /*i18n*/ {
    id: 'admin.error.import.not-tour-url',
    message:
      "Not a PSA tournament URL: ''{url}''. Expected https://www.psaworldtour.com/tournament/<name>/ or https://www.psasquashtour.com/tournament/<name>/",
  },
  noDrawFound: /*i18n*/ {
    id: 'admin.error.import.no-draw-found',
    message:
      "No {gender, select, mens {men's} other {women's}} draw found for {slug}. The tour's API: {api}. The tournament page: {page}",
  },
  hasNoDraw: /*i18n*/ {
    id: 'admin.error.import.has-no-draw',
    message: "{tournament} has no {gender, select, mens {men's} other {women's}} draw",
  },
  notJson: /*i18n*/ { id: 'admin.error.import.not-json', message: 'The file is not valid JSON{reason}' },
  fileHasNo: /*i18n*/ {
    id: 'admin.error.import.file-has-no',
    message: "The file has no tournament ''{key}'' (it has: {keys})",
  },
  fileHolds: /*i18n*/ {
    id: 'admin.error.import.file-holds',
    message: 'The file holds {count} tournaments ({keys}): choose one',
  },
  // Matches and results (spec 001 §5-6).
  invalidMatch: /*i18n*/ { id: 'admin.error.match.invalid', message: 'Invalid match' },
  playerNotFound: /*i18n*/ { id: 'admin.error.match.player-not-found', message: 'Player {slot} not found' },
  playerWrongTour: /*i18n*/ {
    id: 'admin.error.match.player-wrong-tour',
    message: "Player {slot} must play on the {tour, select, mens {men's} other {women's}} tour",
  },
  roundOfTournament: /*i18n*/ {
    id: 'admin.error.match.round-of-tournament',
    message: 'Round must be one of the tournament’s rounds',
  },
  roundFull: /*i18n*/ { id: 'admin.error.match.round-full', message: 'A round has at most {max} matches' },
  tournamentNotFound: /*i18n*/ { id: 'admin.error.match.tournament-not-found', message: 'Tournament not found' },
  newMatchUpcoming: /*i18n*/ {
    id: 'admin.error.match.new-match-upcoming',
    message: 'A new match starts upcoming: record its result once it is created',
  },
  tickCompleted: /*i18n*/ {
    id: 'admin.error.match.tick-completed',
    message: 'Tick Completed to record a winner',
  },
  winnerRequired: /*i18n*/ { id: 'admin.error.match.winner-required', message: 'Winner is required' },
  positionTaken: /*i18n*/ {
    id: 'admin.error.match.position-taken',
    message: 'Another match already has this position in the round',
  },
  addWhileCreating: /*i18n*/ {
    id: 'admin.error.match.add-while-creating',
    message: 'Matches can only be added while the tournament is being created',
  },
  hasResultPlayers: /*i18n*/ {
    id: 'admin.error.match.has-result-players',
    message: 'This match already has a result: untick Completed to change its players',
  },
  playersFromResults: /*i18n*/ {
    id: 'admin.error.match.players-from-results',
    message: 'Players after Round 1 come from the results of the round before',
  },
  removeWhileCreating: /*i18n*/ {
    id: 'admin.error.match.remove-while-creating',
    message: 'A player can only be removed while the tournament is being created',
  },
  moveWhileCreating: /*i18n*/ {
    id: 'admin.error.match.move-while-creating',
    message: 'A match can only move to another round while the tournament is being created',
  },
  resultsFinal: /*i18n*/ {
    id: 'admin.error.match.results-final',
    message: "The tournament is over: its results can't be undone",
  },
  byeNoUndo: /*i18n*/ { id: 'admin.error.match.bye-no-undo', message: 'A bye has no result to undo' },
  nextHasResult: /*i18n*/ {
    id: 'admin.error.match.next-has-result',
    message: 'The next match already has a result: correct that one first',
  },
  qualifierRoundOne: /*i18n*/ {
    id: 'admin.error.match.qualifier-round-one',
    message: 'A qualifier can only be set in Round 1',
  },
  isBye: /*i18n*/ { id: 'admin.error.match.is-bye', message: 'This match is a bye' },
  slotTaken: /*i18n*/ { id: 'admin.error.match.slot-taken', message: 'This slot already has a player' },
  deleteWhileCreating: /*i18n*/ {
    id: 'admin.error.match.delete-while-creating',
    message: "Matches can only be deleted while the tournament is being created; fans' tips depend on them",
  },
  byeNoResult: /*i18n*/ { id: 'admin.error.result.bye', message: 'A bye has no result to record' },
  playersUnknown: /*i18n*/ {
    id: 'admin.error.result.players-unknown',
    message: 'Both players must be known before a result can be recorded',
  },
  winnerOfMatch: /*i18n*/ {
    id: 'admin.error.result.winner-of-match',
    message: 'The winner must be one of the two players of the match',
  },
  resultsAfterStart: /*i18n*/ {
    id: 'admin.error.result.after-start',
    message: 'Results can be recorded once the tournament has started',
  },
  retiringGames: /*i18n*/ {
    id: 'admin.error.result.retiring-games',
    message: 'For a retirement, say how many games the retiring player had won (0, 1 or 2)',
  },
  gameScoreNeeded: /*i18n*/ {
    id: 'admin.error.result.game-score',
    message: 'A played match needs its game score: 3-0, 3-1 or 3-2',
  },
  replaceRoundOne: /*i18n*/ {
    id: 'admin.error.result.replace-round-one',
    message: 'Only Round 1 players can be replaced',
  },
  hasResult: /*i18n*/ { id: 'admin.error.result.has-result', message: 'This match already has a result' },
  againstThemselves: /*i18n*/ {
    id: 'admin.error.result.against-themselves',
    message: 'A player cannot play against themselves',
  },
};

/** A ranking list's problems (core's `rankingProblem` kinds; test/admin-errors.test.ts holds their English equal). */
export const RANKING_PROBLEMS = {
  tooManyRows: /*i18n*/ { id: 'admin.rankings.too-many-rows', message: 'The list has more than {max} rows' },
  jsonUnreadable: /*i18n*/ { id: 'admin.rankings.json-unreadable', message: "The JSON can't be read: {reason}" },
  jsonShape: /*i18n*/ {
    id: 'admin.rankings.json-shape',
    message: `Expected a JSON array of '{' "rank", "name" or "url" '}', or '{' "rankings": [...] '}'`,
  },
  entryNoName: /*i18n*/ { id: 'admin.rankings.entry-no-name', message: 'Entry {line} has no name or url' },
  entryRank: /*i18n*/ {
    id: 'admin.rankings.entry-rank',
    message: 'Entry {line} ({player}): the rank must be a whole number of 1 or more',
  },
  quoteNotClosed: /*i18n*/ {
    id: 'admin.rankings.quote-not-closed',
    message: 'Line {line}: a quoted value is not closed',
  },
  expectedPlayerAndRank: /*i18n*/ {
    id: 'admin.rankings.expected-player-and-rank',
    message: 'Line {line}: expected a player (name or profile URL) and a rank',
  },
  playerMissing: /*i18n*/ { id: 'admin.rankings.player-missing', message: 'Line {line}: the player is missing' },
  lineRank: /*i18n*/ {
    id: 'admin.rankings.line-rank',
    message: 'Line {line} ({player}): the rank must be a whole number of 1 or more',
  },
  ambiguousName: /*i18n*/ {
    id: 'admin.rankings.ambiguous-name',
    message:
      "Line {line}: ''{player}'' is the name of {count} players (men's and women's): import each list with its gender",
  },
  duplicatePlayer: /*i18n*/ {
    id: 'admin.rankings.duplicate-player',
    message: 'Line {line}: {player} is already on line {earlier}',
  },
};
