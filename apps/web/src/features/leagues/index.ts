/*
 * Private leagues (issue 16): what other features use of them, a fan's leagues and a league's table (the
 * dashboard's card, a tournament's leaderboard filter).
 */
export * from './api/my-leagues';
