#!/bin/sh
# A fleet on loopback without Docker: redis-server and two Sortal instances sharing its
# state and one index folder (README, "From one machine to several").
#
#   scripts/fleet-on-loopback.sh [DIR]      (default ./fleet; run `npm install` first)
#
# DIR holds redis/ (Redis's files), indexes/ (shared by both instances), a/ and b/ (their
# data folders) and the logs. Ports: REDIS_PORT (6390), PORT_A (8081), PORT_B (8082).
# The first instance builds the index when DIR/indexes is empty (SORTAL_PROFILE=small
# builds a small one fast) and creates the admin account; its password is in
# DIR/a/admin-password. Ctrl-C (or SIGTERM) stops all three.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-./fleet}
redis_port=${REDIS_PORT:-6390}
port_a=${PORT_A:-8081}
port_b=${PORT_B:-8082}
cli="$root/dist/src/cli.js"

mkdir -p "$dir/redis" "$dir/indexes" "$dir/a" "$dir/b"
dir=$(cd "$dir" && pwd)
for side in a b; do
  [ -e "$dir/$side/indexes" ] || ln -s ../indexes "$dir/$side/indexes"
done

pids=""
stop() {
  trap - EXIT INT TERM
  # shellcheck disable=SC2086 # the list of our own children
  [ -z "$pids" ] || kill $pids 2>/dev/null || true
  wait
}
trap stop EXIT
trap 'exit 0' INT TERM

# Waits until URL answers 2xx (up to $2 seconds).
wait_for() {
  i=0
  until node -e "fetch(process.argv[1]).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" "$1"; do
    i=$((i + 1))
    if [ "$i" -gt "$(($2 * 4))" ]; then
      echo "fleet: no answer from $1; see the logs in $dir" >&2
      exit 1
    fi
    sleep 0.25
  done
}

redis-server --port "$redis_port" --bind 127.0.0.1 --dir "$dir/redis" --save '' \
  --appendonly yes --appendfsync always --daemonize no >"$dir/redis.log" 2>&1 &
pids="$pids $!"
i=0
until redis-cli -p "$redis_port" ping >/dev/null 2>&1; do
  i=$((i + 1))
  [ "$i" -lt 80 ] || { echo "fleet: redis-server did not start (see $dir/redis.log)" >&2; exit 1; }
  sleep 0.25
done

export SORTAL_STATE="redis://127.0.0.1:$redis_port"
node "$cli" serve --data "$dir/a" --host 127.0.0.1 --port "$port_a" >"$dir/a.log" 2>&1 &
pids="$pids $!"
# A first start builds the index first: allow it an hour.
wait_for "http://127.0.0.1:$port_a/ready" 3600
[ -e "$dir/b/admin-password" ] || cp "$dir/a/admin-password" "$dir/b/admin-password"
node "$cli" serve --data "$dir/b" --host 127.0.0.1 --port "$port_b" >"$dir/b.log" 2>&1 &
pids="$pids $!"
wait_for "http://127.0.0.1:$port_b/ready" 120

echo "fleet: Redis on 127.0.0.1:$redis_port; Sortal on http://127.0.0.1:$port_a and http://127.0.0.1:$port_b (user admin, password in $dir/a/admin-password)"
wait
