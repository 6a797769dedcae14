import { adminPlayer, adminTournament, adminUser, fan, match, pageInfo, playersOf } from '@/testing/mock-api/data';
import { type ReadState, read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

/*
 * The back office's forms (issue 64): a new record's (nothing to read), a record's edit form (its record loading,
 * not found, failed and drawn into the fields), the import and the world rankings, in every language.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const withAdmin = (...answers: ReturnType<typeof read>[]) => [...admin, ...answers];

/** An edit form's states: its record's read loading, missing, failing, or answered with `record`. */
function editStates(api: string, record: unknown, shows: string, more: ReturnType<typeof read>[] = []) {
  const answer = (state: ReadState) => withAdmin(read(api, state), ...more);
  return {
    loading: { answers: answer('loading') },
    empty: { answers: answer('missing'), shows: 'not found' },
    error: { answers: answer('error'), shows: 'Retry' },
    filled: { answers: answer({ body: { data: record } }), shows },
  };
}

describePage("the back office's new fan", '/admin/users/new', { filled: { answers: admin, shows: 'New User' } });
describePage("the back office's new player", '/admin/players/new', { filled: { answers: admin, shows: 'New Player' } });
describePage("the back office's import", '/admin/tournaments/new', {
  filled: { answers: admin, shows: 'Create Tournament from PSA' },
});
// The rankings box's example is the file's own format (its column names are what the server reads, in every
// language), so it is data here, as a player's name is.
typedByReader('rank,player');
typedByReader('Paul Coll');
describePage("the back office's world rankings", '/admin/players/rankings', { filled: { answers: admin } });

const user = adminUser({ username: 'boast_machine' });
describePage("the back office's fan, edited", `/admin/users/${user.id}/edit`, {
  ...editStates(`/api/admin/users/${user.id}`, user, 'Edit User'),
});

const coll = adminPlayer();
describePage("the back office's player, edited", `/admin/players/${coll.id}/edit`, {
  ...editStates(`/api/admin/players/${coll.id}`, coll, 'Edit Player'),
});

const draft = adminTournament({ status: 'CREATING', name: 'Windy City Open 2027' });
describePage("the back office's tournament, edited", `/admin/tournaments/${draft.id}/edit`, {
  ...editStates(`/api/admin/tournaments/${draft.id}`, draft, 'Edit Tournament'),
});

// A match of a draft: the form lists the drafts and the tour's players.
const players = playersOf(draft);
const formReads = [
  read('/api/admin/tournaments', {
    body: { data: [{ ...draft, createdAt: '2026-09-01T10:00:00.000Z' }], pageInfo: pageInfo(1) },
  }),
  read(`/api/admin/tournaments/${draft.id}`, { body: { data: draft } }),
  read('/api/admin/players', { body: { data: players, pageInfo: pageInfo(players.length, 100) } }),
];
describePage("the back office's new match", `/admin/matches/new?tournamentId=${draft.id}`, {
  filled: { answers: withAdmin(...formReads), shows: 'New Match' },
});
const firstMatch = draft.rounds[0]?.matches[0] ?? match(draft);
describePage("the back office's match, edited", `/admin/matches/${firstMatch.id}/edit`, {
  ...editStates(`/api/admin/matches/${firstMatch.id}`, firstMatch, 'Edit Match', formReads),
});
