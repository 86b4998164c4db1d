#!/usr/bin/env bash
# Every test, from a fresh clone: install, runtime check, dependency audit, typecheck, lint,
# build, unit + integration (Vitest), end to end in Debian's Chromium (Playwright). Exits
# non-zero on any failure. Everything runs on Node 24 from node_modules/.bin (the `node`
# devDependency), whatever Node the machine has.
set -euo pipefail
cd "$(dirname "$0")/.."
# Also when run as `bash scripts/test.sh` rather than through npm, which puts it there.
export PATH="$PWD/node_modules/.bin:$PATH"

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
  hash -r
fi

echo "==> runtime"
node scripts/check-runtime.mjs

# Debian's packages the tests drive: Chromium's headless shell (end to end) and poppler's tools
# (pdftotext, pdfinfo, pdfimages, pdftoppm read the PDFs the app renders).
missing=()
command -v "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing Debian's ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing: run 'sudo apt-get install -y ${missing[*]}' (Debian) and try again." >&2
    exit 1
  fi
fi

# Production dependencies only, failing on high or critical advisories; when the registry
# refuses the audit endpoint the script says so and does not fail the run.
# The tests still run after a failed audit, so one run shows everything.
echo "==> audit (production dependencies)"
audit_status=0
node scripts/audit.mjs || audit_status=1

# Route modules import their types from ./+types/<route>, which typegen writes after removing
# the folder: written once here, as the typecheck and knip (an unused export or file fails the
# run) both read them, and a second typegen beside them would pull the folder from under them.
echo "==> typegen"
BUILD_TEST_ROUTES=true react-router typegen

# Everything after the builds is started side by side: the typecheck, the lint and knip need
# nothing from the rest, and the two suites share the machine. One after the other, Vitest left
# a fifth of the cores idle (its files wait on servers, child processes and the disk) and the
# checks half of them while the builds ended; together they end in about the time the work
# takes on every core. The suites wait only for the builds they test: the build for tests mounts
# the test-only pages (the error screen, the toast playground); the production build is the one
# tests/integration/production-build.test.ts checks has none. Each step's output is kept in a
# file and shown once everything has ended, in a fixed order, with its time.
steps=$(mktemp -d)
step() {
  local name=$1
  shift
  (
    started=$SECONDS
    "$@" >"$steps/$name.log" 2>&1 && echo 0 >"$steps/$name.status" || echo 1 >"$steps/$name.status"
    echo $((SECONDS - started)) >"$steps/$name.seconds"
  ) &
}
step typecheck tsc
step lint npm run --silent lint
step knip npx knip --no-progress
builds=()
step build-for-tests npm run --silent build:test
builds+=("$!")
step build-production env -u BUILD_TEST_ROUTES NODE_ENV=production BUILD_DIR=build-production react-router build
builds+=("$!")
wait "${builds[@]}"

# Reports live outside test-results/, which Playwright empties when it starts.
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json
suites=()
if [ "$(cat "$steps/build-for-tests.status")" = 0 ] && [ "$(cat "$steps/build-production.status")" = 0 ]; then
  step vitest env PRODUCTION_BUILD_DIR=build-production npx vitest run --reporter=default --reporter=json \
    --outputFile.json=reports/vitest.json
  suites+=(vitest)
  step playwright npx playwright test
  suites+=(playwright)
fi
wait

status=0
for name in typecheck lint knip build-for-tests build-production "${suites[@]}"; do
  echo "==> $name ($(cat "$steps/$name.seconds") s)"
  if [ "$(cat "$steps/$name.status")" != 0 ]; then
    cat "$steps/$name.log"
    status=1
  elif [ "${name#build}" = "$name" ]; then
    cat "$steps/$name.log"
  fi
done
rm -rf "$steps"
echo "==> the whole run $SECONDS s"
# A failed build leaves nothing to test and no report to sum up.
[ ${#suites[@]} -gt 0 ] || exit 1

if [ "$audit_status" != 0 ]; then
  echo "The audit found high or critical advisories in production dependencies (listed above): failing the run."
  status=1
fi
# The summary line stays last: CI reads it.
node scripts/test-summary.js reports/vitest.json reports/playwright.json test-results/e2e-server.log || status=1
exit "$status"
