import { select } from '@lingui/core/macro';
import type { Resource } from './resources';

/*
 * The back office's sentences about a kind of record ('New Player', 'Delete Tournament', 'Are you sure you
 * want to delete this league?'), one message per sentence with a case per kind (issue 46): French and Arabic
 * agree the words with the noun's gender ('ce tournoi', 'cette ligue'), which a noun slotted into one
 * sentence can't do.
 */
export type RecordKind = 'user' | 'player' | 'match' | 'tournament' | 'league' | 'dataIssue';

/** A back-office resource ('Player') as a record kind ('player'). */
export function recordKind(resource: Resource): RecordKind {
  return resource === 'User'
    ? 'user'
    : resource === 'Player'
      ? 'player'
      : resource === 'Match'
        ? 'match'
        : 'tournament';
}

/** 'New Player': a create form's title. */
export function newRecordTitle(kind: RecordKind): string {
  return select(kind, {
    user: 'New User',
    player: 'New Player',
    match: 'New Match',
    tournament: 'New Tournament',
    other: 'New record',
  });
}

/** 'Edit Player': an edit form's title. */
export function editRecordTitle(kind: RecordKind): string {
  return select(kind, {
    user: 'Edit User',
    player: 'Edit Player',
    match: 'Edit Match',
    tournament: 'Edit Tournament',
    other: 'Edit record',
  });
}

/** 'Create Player': a create form's button. */
export function createRecordLabel(kind: RecordKind): string {
  return select(kind, {
    user: 'Create User',
    player: 'Create Player',
    match: 'Create Match',
    tournament: 'Create Tournament',
    other: 'Create record',
  });
}

/** 'Delete Tournament': the delete dialog's title (spec 001 §2). */
export function deleteRecordTitle(kind: RecordKind): string {
  return select(kind, {
    user: 'Delete User',
    player: 'Delete Player',
    match: 'Delete Match',
    tournament: 'Delete Tournament',
    league: 'Delete League',
    dataIssue: 'Delete Data Issue',
    other: 'Delete record',
  });
}

/** The delete dialog's question (spec 001 §2). */
export function deleteRecordQuestion(kind: RecordKind): string {
  return select(kind, {
    user: 'Are you sure you want to delete this user? This action cannot be undone.',
    player: 'Are you sure you want to delete this player? This action cannot be undone.',
    match: 'Are you sure you want to delete this match? This action cannot be undone.',
    tournament: 'Are you sure you want to delete this tournament? This action cannot be undone.',
    league: 'Are you sure you want to delete this league? This action cannot be undone.',
    dataIssue: 'Are you sure you want to delete this data issue? This action cannot be undone.',
    other: 'Are you sure you want to delete this record? This action cannot be undone.',
  });
}

/** 'Player not found': a record page whose id matches nothing. */
export function recordNotFound(kind: RecordKind): string {
  return select(kind, {
    user: 'User not found',
    player: 'Player not found',
    match: 'Match not found',
    tournament: 'Tournament not found',
    other: 'Record not found',
  });
}

/** 'Back to Players': the way from a missing record to its list. */
export function backToRecords(kind: RecordKind): string {
  return select(kind, {
    user: 'Back to Users',
    player: 'Back to Players',
    match: 'Back to Matches',
    tournament: 'Back to Tournaments',
    other: 'Back to the list',
  });
}

/** 'Error loading player' (spec 001 §8). */
export function errorLoadingRecord(kind: RecordKind): string {
  return select(kind, {
    user: 'Error loading user',
    player: 'Error loading player',
    match: 'Error loading match',
    tournament: 'Error loading tournament',
    other: 'Error loading record',
  });
}

/** 'Player · Admin': the title of a record's page until the record has loaded (then its own name). */
export function recordPageTitle(kind: RecordKind): string {
  return select(kind, {
    user: 'User · Admin',
    player: 'Player · Admin',
    match: 'Match · Admin',
    tournament: 'Tournament · Admin',
    other: 'Admin',
  });
}
