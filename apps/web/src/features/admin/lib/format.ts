import { format, parseISO } from 'date-fns';

/** Spec 001 §9's formats. Calendar days ('YYYY-MM-DD') are printed as they are, never shifted. */
export const formatDay = (isoDate: string) => format(parseISO(isoDate), 'MMM d, yyyy');
export const formatShortDate = (isoDateTime: string) => format(parseISO(isoDateTime), 'MM/dd/yyyy');
export const formatMatchTime = (isoDateTime: string | null) =>
  isoDateTime ? format(parseISO(isoDateTime), 'MMM d, yyyy HH:mm') : 'TBD';
export const formatTournamentTime = (isoDateTime: string | null) =>
  isoDateTime ? format(parseISO(isoDateTime), 'MMM d, h:mm a') : 'TBD';
