import { paths } from '@/config/paths';

/** The back office's editable records: where each one's list, detail page and edit form live. */
export const RESOURCES = {
  User: {
    listHref: paths.admin.users.getHref(),
    detailHref: paths.admin.user.getHref,
    editHref: paths.admin.userEdit.getHref,
  },
  Player: {
    listHref: paths.admin.players.getHref(),
    detailHref: paths.admin.player.getHref,
    editHref: paths.admin.playerEdit.getHref,
  },
  Match: {
    listHref: paths.admin.matches.getHref(),
    detailHref: paths.admin.match.getHref,
    editHref: paths.admin.matchEdit.getHref,
  },
  Tournament: {
    listHref: paths.admin.tournaments.getHref(),
    detailHref: paths.admin.tournament.getHref,
    editHref: paths.admin.tournamentEdit.getHref,
  },
} as const;
export type Resource = keyof typeof RESOURCES;
