import { adminPaths } from '../paths';

/** The back office's editable records: where each one's list, detail page and edit form live. */
export const RESOURCES = {
  User: {
    listHref: adminPaths.users.getHref(),
    listLabel: 'Users',
    detailHref: adminPaths.user.getHref,
    editHref: adminPaths.userEdit.getHref,
  },
  Player: {
    listHref: adminPaths.players.getHref(),
    listLabel: 'Players',
    detailHref: adminPaths.player.getHref,
    editHref: adminPaths.playerEdit.getHref,
  },
  Match: {
    listHref: adminPaths.matches.getHref(),
    listLabel: 'Matches',
    detailHref: adminPaths.match.getHref,
    editHref: adminPaths.matchEdit.getHref,
  },
  Tournament: {
    listHref: adminPaths.tournaments.getHref(),
    listLabel: 'Tournaments',
    detailHref: adminPaths.tournament.getHref,
    editHref: adminPaths.tournamentEdit.getHref,
  },
} as const;
export type Resource = keyof typeof RESOURCES;
