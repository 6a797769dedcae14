#!/usr/bin/env bash
# The demo at any hour (issue 31): runs the tests that read the demo with every process's clock (the
# test runners, the server, PGlite inside it and Chromium) set to other times of day, through Debian's
# libfaketime (`apt-get install faketime`). The demo is seeded around the server's clock, so a seed
# whose shape depends on the hour fails here at some of them.
#
#   scripts/any-hour.sh [HH:MM ...]        times of today, UTC (default: 00:30 06:00 12:00 18:00 22:30)
#   scripts/any-hour.sh --opposite         one time, twelve hours from now (CI: the other half of the day)
#   --desktop-only   the 1280 px project only
#   --e2e-only       only the e2e specs (the shape test runs in `npm test` at every hour of three days)
#   tests/x.spec.ts  only these e2e specs
#
# Each time runs the demo's shape test and the API tests that seed on the real clock (PGlite: its
# clock is the faked one; a PostgreSQL server would keep the real one), then the e2e specs that read
# the demo tournaments against a freshly seeded server. Build first (`npm run build`).
set -euo pipefail
cd "$(dirname "$0")/.."

LIB=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
if [ ! -e "$LIB" ]; then
  echo "any-hour: needs libfaketime ($LIB): apt-get install faketime" >&2
  exit 2
fi

API_TESTS=(apps/api/src/seed/demo.test.ts apps/api/test/seed.test.ts apps/api/test/lock-integrity.test.ts)
E2E_SPECS=(
  tests/home-page.spec.ts tests/tournaments-list.spec.ts tests/tournaments-detail.spec.ts
  tests/results-page.spec.ts tests/site-times.spec.ts tests/tipping-live.spec.ts
  tests/tipping-locked.spec.ts tests/tipping-picking.spec.ts tests/account-dashboard.spec.ts
  tests/admin-rankings.spec.ts
)

projects=()
times=()
specs=()
api=true
for arg in "$@"; do
  case "$arg" in
    --desktop-only) projects=(--project desktop) ;;
    --e2e-only) api=false ;;
    tests/*.spec.ts) specs+=("$arg") ;;
    --opposite) times+=("$(date -u -d '+12 hours' +%H:%M)") ;;
    [0-2][0-9]:[0-5][0-9]) times+=("$arg") ;;
    *)
      echo "any-hour: unknown argument '$arg' (HH:MM, --opposite, --desktop-only, --e2e-only or tests/NAME.spec.ts)" >&2
      exit 2
      ;;
  esac
done
[ ${#times[@]} -gt 0 ] || times=(00:30 06:00 12:00 18:00 22:30)
[ ${#specs[@]} -gt 0 ] || specs=("${E2E_SPECS[@]}")

failed=()
for time in "${times[@]}"; do
  offset=$(($(date -u -d "today $time" +%s) - $(date -u +%s)))
  printf '\n=== the demo at %s UTC (clock moved by %+d s) ===\n' "$time" "$offset"
  # A constant offset for every process, so they agree on the time; monotonic clocks stay real (a
  # negative offset would take them below zero).
  sign=""
  [ "$offset" -lt 0 ] || sign=+
  export_env=(LD_PRELOAD="$LIB" FAKETIME="$sign$offset" FAKETIME_DONT_FAKE_MONOTONIC=1)
  env "${export_env[@]}" date -u '+faked clock: %Y-%m-%d %H:%M UTC'
  if $api && ! env -u DATABASE_URL "${export_env[@]}" npx vitest run --project api "${API_TESTS[@]}"; then
    failed+=("$time (API)")
  fi
  # The accessibility scans read nothing that moves with the clock and are the slowest part: left to the main run.
  if ! (cd e2e && env -u DATABASE_URL "${export_env[@]}" npx playwright test "${projects[@]}" --grep-invert accessibility "${specs[@]}"); then
    failed+=("$time (e2e)")
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  printf '\nany-hour: failed at %s\n' "${failed[@]}" >&2
  exit 1
fi
printf '\nany-hour: the demo held at %s UTC\n' "${times[*]}"
