#!/usr/bin/env bash
# Every test, from a fresh clone: install, typecheck, lint, build, unit + integration
# (Vitest), end to end in Debian's Chromium (Playwright). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
fi

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing Debian's chromium"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) and try again." >&2
    exit 1
  fi
fi

echo "==> typecheck"
npm run --silent typecheck
echo "==> lint"
npm run --silent lint
echo "==> build"
npm run --silent build >/dev/null

# Reports live outside test-results/, which Playwright empties when it starts.
mkdir -p reports
status=0
echo "==> unit and integration (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1
echo "==> end to end (Playwright, Chromium)"
npx playwright test || status=1

node scripts/test-summary.js reports/vitest.json reports/playwright.json || status=1
exit "$status"
