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
  tooManyAttempts: /*i18n*/ {
    id: 'error.too-many-attempts',
    message: 'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  },
  somethingWentWrong: /*i18n*/ {
    id: 'error.internal',
    message: 'Something went wrong on our side. Please try again.',
  },
  busy: /*i18n*/ { id: 'error.busy', message: 'We are very busy right now: please try again in a few seconds.' },
  liveStreamsFromAddress: /*i18n*/ {
    id: 'error.live.too-many-streams',
    message: 'Too many live streams from your address: updates come by polling meanwhile',
  },
  liveBusy: /*i18n*/ { id: 'error.live.busy', message: 'Live updates are busy: they come by polling meanwhile' },
  picksHidden: /*i18n*/ {
    id: 'error.picks-hidden',
    message: "A fan's picks are shown once the tournament starts",
  },
  differentTournaments: /*i18n*/ {
    id: 'error.compare.different-tournaments',
    message: 'The two entries are of different tournaments',
  },
  sameTournamentEntry: /*i18n*/ {
    id: 'error.compare.same-tournament',
    message: 'Choose an entry of the same tournament',
  },
  noFreeUsername: /*i18n*/ { id: 'error.no-free-username', message: 'Could not find a free username' },
  emailTaken: /*i18n*/ {
    id: 'error.email-taken',
    message: 'This email already belongs to another profile',
  },
  usernameTaken: /*i18n*/ { id: 'error.username-taken', message: 'This username is not available' },
  providerUnreachable: /*i18n*/ {
    id: 'error.payment.provider-unreachable',
    message: 'The payment provider could not be reached: try again in a moment',
  },
  paymentUnderway: /*i18n*/ {
    id: 'error.payment.underway',
    message: 'This payment is already being processed or is finished',
  },
  testPaymentsOff: /*i18n*/ {
    id: 'error.payment.test-payments-off',
    message: 'This server no longer takes test payments: this one can’t be paid',
  },
  useTestCard: /*i18n*/ {
    id: 'error.payment.use-test-card',
    message:
      'Use a test card: 4000 0003 6000 0006 (Australian, succeeds), 4242 4242 4242 4242 (American, succeeds), 4000 0000 0000 0002 (declined) or 4000 0000 0000 3220 (authentication)',
  },
  cardPaymentsOff: /*i18n*/ {
    id: 'error.payment.cards-off',
    message: 'Card payments are not set up on this server yet',
  },
  notPushService: /*i18n*/ {
    id: 'error.push.not-a-push-service',
    message: 'endpoint is not a push service this site sends to',
  },
  unknownPushService: /*i18n*/ { id: 'error.push.unknown-service', message: 'not a known push service' },
  pushOtherKeys: /*i18n*/ {
    id: 'error.push.other-keys',
    message: 'This push endpoint is subscribed with other keys: subscribe the device again',
  },
  ownerOnly: /*i18n*/ {
    id: 'error.league.owner-only',
    message:
      "Only the league's owner can {action, select, edit {edit it} remove {remove members} handOver {hand it over} newCode {change its invite code} other {delete it}}.",
  },
  crossSite: /*i18n*/ {
    id: 'error.cross-site',
    message: 'Cross-site request refused: it must come from this site',
  },
  tips: {
    notFinalized: /*i18n*/ {
      id: 'error.tips.not-finalized',
      message:
        "Some Round 1 matches are still pending player assignments. You won't be able to submit tips until all matches are finalized.",
    },
    unknownMatch: /*i18n*/ {
      id: 'error.tips.unknown-match',
      message: 'One of your tips is for a match that is not in this tournament',
    },
    bye: /*i18n*/ { id: 'error.tips.bye', message: '{match} is a bye: there is nothing to predict' },
    duplicate: /*i18n*/ { id: 'error.tips.duplicate', message: 'You have more than one tip for {match}' },
    incomplete: /*i18n*/ {
      id: 'error.tips.incomplete',
      message:
        "You need to predict winners for all {required} matches before submitting. You've predicted {predicted} matches.",
    },
    notPlayer: /*i18n*/ { id: 'error.tips.not-player', message: 'Your pick for {match} is not one of its players' },
    notPicked: /*i18n*/ {
      id: 'error.tips.not-picked',
      message: 'Your pick for {match} must be a player you picked to win the match before it',
    },
    notPlaced: /*i18n*/ {
      id: 'error.tips.not-placed',
      message: 'Your pick for {match} must be a player your group picks put in it',
    },
  },
  /** A match as a refusal names it: 'Quarter-finals match 2'. */
  matchLabel: /*i18n*/ { id: 'error.match-label', message: '{round} match {position}' },
  aMatch: /*i18n*/ { id: 'error.a-match', message: 'a match' },
  tipsLocked: /*i18n*/ { id: 'error.tips-locked', message: 'Tips are locked: this tournament has already started' },
  insufficientCredits: /*i18n*/ {
    id: 'error.insufficient-credits',
    message: 'This entry costs {fee} and you have {balance}: buy {shortfall} more to enter.',
  },
  entryExists: /*i18n*/ {
    id: 'error.entry-exists',
    message: 'You already have an entry for this tournament: update it instead',
  },
  percentagesLater: /*i18n*/ {
    id: 'error.pick-percentages-later',
    message: 'Pick percentages appear once the tournament starts',
  },
  // Responsible play (issue 62): what a break, an exclusion or a limit refuses, and where to change it.
  depositLimit: /*i18n*/ {
    id: 'error.deposit-limit',
    message:
      '{amount, plural, one {# credit} other {# credits}} more would pass your {period, select, daily {daily} weekly {weekly} other {monthly}} deposit limit of {limit, plural, one {# credit} other {# credits}}: you can buy {left, plural, one {# more} other {# more}} now. Your limits are on your account page.',
  },
  onBreak: /*i18n*/ {
    id: 'error.on-break',
    message:
      'You are taking a break until {until}: buying credits and paid entries are closed until then. Your account page says more, and where to find help.',
  },
  excludedUntil: /*i18n*/ {
    id: 'error.self-excluded-until',
    message:
      'You have excluded yourself until {until}: buying credits and paid entries are closed until then. Your account page says where to find help.',
  },
  excludedForGood: /*i18n*/ {
    id: 'error.self-excluded',
    message:
      'You have excluded yourself for good: buying credits and paid entries are closed. Your account page says where to find help.',
  },
  // Eligibility (issue 62, points 1 and 2): what paid play needs, and where it is open. Each says where to fix it.
  needsTerms: /*i18n*/ {
    id: 'error.eligibility.terms',
    message:
      'Paid play needs the terms accepted, confirming you are 18 or older and not a current PSA player: accept them on your account page.',
  },
  needsTermsToEnter: /*i18n*/ {
    id: 'error.eligibility.terms-to-enter',
    message:
      'Entering needs the terms accepted, confirming you are 18 or older and not a current PSA player: accept them on your account page.',
  },
  needsDateOfBirth: /*i18n*/ {
    id: 'error.eligibility.date-of-birth',
    message: 'Paid play needs your date of birth: add it on your account page.',
  },
  needsCountry: /*i18n*/ {
    id: 'error.eligibility.country',
    message: 'Paid play needs the country you live in: add it on your account page.',
  },
  needsRegion: /*i18n*/ {
    id: 'error.eligibility.region',
    message: 'Paid play in {country} needs your state or province: add it on your account page.',
  },
  tooYoung: /*i18n*/ {
    id: 'error.eligibility.age',
    message: 'Paid play in {place} is for fans {minimumAge} or older. Free tournaments stay open to you.',
  },
  notAllowedHere: /*i18n*/ {
    id: 'error.eligibility.not-allowed',
    message:
      '{action, select, purchase {Buying credits is} poolEntry {Paid entry to prize pools is} fixedEntry {Paid entry to fixed-prize competitions is} other {Paying this prize is}} not offered in {place}. Free tournaments stay open to you; nothing was charged.',
  },
  addressElsewhere: /*i18n*/ {
    id: 'error.eligibility.address-elsewhere',
    message:
      'You are connecting from {seen}, but your account says you live in {place}: paid play is open only from where you live. Nothing was charged; your account page has your country.',
  },
  cardElsewhere: /*i18n*/ {
    id: 'error.eligibility.card-elsewhere',
    message:
      'This card was issued in {seen}, but your account says you live in {place}: pay with a card from {place}. Nothing was charged.',
  },
  everywhereElseStays: /*i18n*/ {
    id: 'error.eligibility.everywhere-else-stays',
    message: 'Everywhere else (*) stays in the table: change what it allows instead.',
  },
  regionOfAnotherCountry: /*i18n*/ {
    id: 'error.eligibility.region-of-another-country',
    message: 'The region {region} is not in your country: choose your country first, then its region.',
  },
  disputeEntrantsOnly: /*i18n*/ {
    id: 'error.dispute.entrants-only',
    message: 'Only fans who entered this tournament can dispute its result.',
  },
  disputeWindowClosed: /*i18n*/ {
    id: 'error.dispute.window-closed',
    message: "This tournament's dispute window is not open: results can be disputed for a while after the final.",
  },
  disputeAlreadyOpen: /*i18n*/ {
    id: 'error.dispute.already-open',
    message: 'You have a dispute of this tournament open already: we will answer it before prizes are paid.',
  },
  wrongPassword: /*i18n*/ {
    id: 'error.close.wrong-password',
    message: "That isn't your password: your account is still open.",
  },
  prizeStillOwed: /*i18n*/ {
    id: 'error.close.prize-owed',
    message:
      'You have a cash prize still to be paid: your account can close once it is. Contact us if you need it sooner.',
  },
  adminCloses: /*i18n*/ {
    id: 'error.close.admin',
    message: "An administrator's account can't be closed here: ask another administrator to remove the role first.",
  },
  // A fan's own identity check (issue 62, point 6).
  identityNeedsBirthDate: /*i18n*/ {
    id: 'error.identity.birth-date',
    message: 'Add your date of birth under Paid play first: the document is checked against it.',
  },
  identityVerifiedAlready: /*i18n*/ {
    id: 'error.identity.verified',
    message: 'Your identity is verified already.',
  },
  identityTestOnly: /*i18n*/ {
    id: 'error.identity.test-only',
    message: 'This server checks documents with its identity service, not the test one.',
  },
  identityNotPending: /*i18n*/ {
    id: 'error.identity.not-pending',
    message: 'This verification is decided already: start a new one if you need to.',
  },
  identityUnreachable: /*i18n*/ {
    id: 'error.identity.unreachable',
    message: "The identity service can't be reached just now: try again in a minute.",
  },
};

/** Why a fan's identity check failed, as the account page says (issue 62, point 6). */
export const IDENTITY_REASONS = {
  birthDate: /*i18n*/ {
    id: 'identity.reason.birth-date',
    message: "The document's date of birth isn't the one on your profile.",
  },
  name: /*i18n*/ { id: 'identity.reason.name', message: "The document's name isn't the one on your profile." },
  unreadable: /*i18n*/ {
    id: 'identity.reason.unreadable',
    message: "The document couldn't be checked. Start again with a clear photo of a valid document.",
  },
  cancelled: /*i18n*/ { id: 'identity.reason.cancelled', message: 'The verification was cancelled.' },
};

/** What a request names and the database hasn't: 'Tournament not found', in the reader's language. */
export const NOT_FOUND = {
  'Data issue': /*i18n*/ { id: 'error.not-found.data-issue', message: 'Data issue not found' },
  Dispute: /*i18n*/ { id: 'error.not-found.dispute', message: 'Dispute not found' },
  Entry: /*i18n*/ { id: 'error.not-found.entry', message: 'Entry not found' },
  Fan: /*i18n*/ { id: 'error.not-found.fan', message: 'Fan not found' },
  'League invite': /*i18n*/ { id: 'error.not-found.league-invite', message: 'League invite not found' },
  League: /*i18n*/ { id: 'error.not-found.league', message: 'League not found' },
  Place: /*i18n*/ { id: 'error.not-found.place', message: 'Place not found' },
  Match: /*i18n*/ { id: 'error.not-found.match', message: 'Match not found' },
  Member: /*i18n*/ { id: 'error.not-found.member', message: 'Member not found' },
  Payment: /*i18n*/ { id: 'error.not-found.payment', message: 'Payment not found' },
  Player: /*i18n*/ { id: 'error.not-found.player', message: 'Player not found' },
  Prize: /*i18n*/ { id: 'error.not-found.prize', message: 'Prize not found' },
  Review: /*i18n*/ { id: 'error.not-found.review', message: 'Review not found' },
  Tournament: /*i18n*/ { id: 'error.not-found.tournament', message: 'Tournament not found' },
  User: /*i18n*/ { id: 'error.not-found.user', message: 'User not found' },
  Verification: /*i18n*/ { id: 'error.not-found.verification', message: 'Verification not found' },
};
