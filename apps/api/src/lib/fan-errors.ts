/*
 * The refusals a fan meets, in the language they read (issue 46): the error body's `message` is said in the
 * request's language (the switcher's cookie, else Accept-Language) by the error handler; the English stays
 * the error's own message, for logs. Messages of the server's catalogue (lib/texts.ts).
 */
export const FAN_ERRORS = {
  signIn: /*i18n*/ { id: 'error.sign-in', message: 'Please sign in to continue' },
  signInsBusy: /*i18n*/ {
    id: 'error.sign-ins-busy',
    message: 'Too many people are signing in right now: try again in a few seconds.',
  },
  adminsOnly: /*i18n*/ { id: 'error.admins-only', message: 'This area is for administrators only' },
  noSuchCode: /*i18n*/ {
    id: 'error.league.no-such-code',
    message: 'No league has this invite code. Check the code (or ask for a new link) and try again.',
  },
  leagueFull: /*i18n*/ {
    id: 'error.league.full',
    message: 'This league is full: it has {members, number} members, the most a league can have.',
  },
  tooManyLeagues: /*i18n*/ {
    id: 'error.league.too-many',
    message: 'You are in {leagues} leagues, the most a fan can belong to. Leave one to join or create another.',
  },
  ownerLeaves: /*i18n*/ {
    id: 'error.league.owner-leaves',
    message: 'You own this league: hand it to another member or leave it instead.',
  },
  alreadyOwner: /*i18n*/ { id: 'error.league.already-owner', message: 'You already own this league.' },
  ownerOnlyRoster: /*i18n*/ {
    id: 'error.league.owner-only-roster',
    message: "Only the league's owner sees who has picked and sends reminders",
  },
  reminderTooLate: /*i18n*/ {
    id: 'error.league.reminder-too-late',
    message: 'Tips for {tournament} are locked: a reminder can no longer help',
  },
  reminderTooSoon: /*i18n*/ {
    id: 'error.league.reminder-too-soon',
    message: 'A reminder for {tournament} went out less than a day ago; the next can go at {next}',
  },
  nobodyToRemind: /*i18n*/ {
    id: 'error.league.nobody-to-remind',
    message: 'Every member a reminder can reach has a complete entry: nobody to remind',
  },
  tipsLocked: /*i18n*/ { id: 'error.tips-locked', message: 'Tips are locked: this tournament has already started' },
  entryExists: /*i18n*/ {
    id: 'error.entry-exists',
    message: 'You already have an entry for this tournament: update it instead',
  },
  percentagesLater: /*i18n*/ {
    id: 'error.pick-percentages-later',
    message: 'Pick percentages appear once the tournament starts',
  },
};
