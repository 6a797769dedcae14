import { t } from '@lingui/core/macro';
import { GENDERS } from '@squash/core/rules';
import { RadioToggleGroup } from '@/components/radio-toggle-group';
import { genderLabel } from '@/lib/labels';
import { TOURNAMENT_FILTERS, type TournamentListFilters, tournamentFilterLabel } from '../utils/tournament-filters';

export function TournamentFilters({
  value,
  onChange,
}: {
  value: TournamentListFilters;
  onChange: (next: TournamentListFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <RadioToggleGroup
        label={t`Gender`}
        options={GENDERS}
        value={value.gender}
        onChange={(gender) => onChange({ ...value, gender })}
        optionLabel={(gender) => genderLabel(gender)}
        className="w-full sm:w-fit"
        itemClassName="h-9 flex-1 px-4 sm:flex-none"
      />
      <RadioToggleGroup
        label={t`Status`}
        options={TOURNAMENT_FILTERS}
        value={value.filter}
        onChange={(filter) => onChange({ ...value, filter })}
        optionLabel={(filter) => tournamentFilterLabel(filter)}
        className="w-full sm:w-fit"
        itemClassName="h-9 flex-1 px-4 sm:flex-none"
      />
    </div>
  );
}
