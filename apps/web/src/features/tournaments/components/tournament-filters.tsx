import type { Gender } from '@squash/core';
import { GENDER_LABELS, GENDERS } from '@squash/core/rules';
import type { FocusEvent } from 'react';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import {
  TOURNAMENT_FILTER_LABELS,
  TOURNAMENT_FILTERS,
  type TournamentFilter,
  type TournamentListFilters,
} from '../utils/tournament-filters';

/** Focus that came from the keyboard (a pointer's focus is not :focus-visible on a button). */
const keyboardFocus = (event: FocusEvent<HTMLElement>) => event.currentTarget.matches(':focus-visible');

export function TournamentFilters({
  value,
  onChange,
}: {
  value: TournamentListFilters;
  onChange: (next: TournamentListFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <ToggleGroup
        type="single"
        aria-label="Gender"
        value={value.gender}
        // Radix reports '' when the pressed item is pressed again; one gender is always shown.
        onValueChange={(gender) => gender && onChange({ ...value, gender: gender as Gender })}
        className="w-full sm:w-fit"
      >
        {GENDERS.map((gender) => (
          <ToggleGroupItem
            key={gender}
            value={gender}
            className="h-9 flex-1 px-4 sm:flex-none"
            // A radio group: moving to an option with the arrow keys chooses it (a click chooses by itself).
            onFocus={(event) => keyboardFocus(event) && gender !== value.gender && onChange({ ...value, gender })}
          >
            {GENDER_LABELS[gender]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <ToggleGroup
        type="single"
        aria-label="Status"
        value={value.filter}
        onValueChange={(filter) => filter && onChange({ ...value, filter: filter as TournamentFilter })}
        className="w-full sm:w-fit"
      >
        {TOURNAMENT_FILTERS.map((filter) => (
          <ToggleGroupItem
            key={filter}
            value={filter}
            className="h-9 flex-1 px-4 sm:flex-none"
            onFocus={(event) => keyboardFocus(event) && filter !== value.filter && onChange({ ...value, filter })}
          >
            {TOURNAMENT_FILTER_LABELS[filter]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}
