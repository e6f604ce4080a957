#!/usr/bin/env bash
# After `npm run build`: the built shop, installed as production installs it (package.json, its lock and
# build/, then `npm ci --omit=dev`: no compiler, no Vite), starts with plain node and serves: the home
# page, and a page of the catalogue from the API with its cards' markup. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f build/app/server.js ] || [ ! -f build/server/index.js ]; then
  echo "Build the shop first: npm run build" >&2
  exit 2
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/kauri-production-XXXXXX")
server=''
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

started=$(date +%s)
cp package.json package-lock.json "$dir/"
cp -R build "$dir/build"
(cd "$dir" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
for tool in tsx typescript vite @react-router/dev tailwindcss esbuild; do
  if [ -e "$dir/node_modules/$tool" ]; then
    echo "the production install has $tool, a build tool" >&2
    exit 1
  fi
done
installed=$(date +%s)

port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:$port"
(
  cd "$dir"
  exec env NODE_ENV=production SEED_DEMO=1 SEED_PRODUCTS=48 PAYMENT_GATEWAY=simulator PUBLIC_URL="$base" \
    PORT="$port" HOST=127.0.0.1 DATA_DIR="$dir/data" LOG_LEVEL=warn node build/app/server.js
) &
server=$!
for _ in $(seq 1 600); do
  curl -sf -o /dev/null "$base/healthz" && break
  kill -0 "$server" 2>/dev/null || { echo "the built server exited before it served" >&2; exit 1; }
  sleep 0.5
done
serving=$(date +%s)

status=$(curl -s -o "$dir/home.html" -w '%{http_code}' "$base/")
[ "$status" = 200 ] || { echo "GET / answered $status" >&2; exit 1; }
grep -q '<article' "$dir/home.html" || { echo "the home page has no product card" >&2; exit 1; }

headers="$dir/csrf.headers"
token=$(curl -sf -D "$headers" "$base/v1/csrf" | node -e "process.stdin.on('data',d=>console.log(JSON.parse(d).token))")
cookie=$(grep -i '^set-cookie:' "$headers" | head -n 1 | sed -E 's/^[^:]*: *([^;]*).*/\1/')
status=$(curl -s -o "$dir/items.json" -w '%{http_code}' -X POST "$base/v1/getItems" \
  -H 'content-type: application/json' -H "cookie: $cookie" -H "x-csrf-token: $token" \
  --data '{"routeType":"category","pageStr":"living"}')
[ "$status" = 200 ] || { echo "POST /v1/getItems answered $status" >&2; exit 1; }
node -e "
const answer = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
if (!answer.success || answer.items.length === 0) throw new Error('no products in the listing');
if (!answer.html.includes('<article') || !answer.html.includes('data-sku=\"' + answer.items[0].sku + '\"'))
  throw new Error('the listing has no card markup');
" "$dir/items.json"

echo "The production install serves: installed in $((installed - started)) s, serving $((serving - installed)) s later (seeded on start)."
