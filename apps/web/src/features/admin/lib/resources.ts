import { adminPaths } from '../paths';

/** The back office's editable records: where each one's list and detail page live. */
export const RESOURCES = {
  User: { listHref: adminPaths.users.getHref(), listLabel: 'Users', detailHref: adminPaths.user.getHref },
  Player: { listHref: adminPaths.players.getHref(), listLabel: 'Players', detailHref: adminPaths.player.getHref },
  Match: { listHref: adminPaths.matches.getHref(), listLabel: 'Matches', detailHref: adminPaths.match.getHref },
  Tournament: {
    listHref: adminPaths.tournaments.getHref(),
    listLabel: 'Tournaments',
    detailHref: adminPaths.tournament.getHref,
  },
} as const;
export type Resource = keyof typeof RESOURCES;
