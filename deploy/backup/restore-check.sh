#!/usr/bin/env bash
# Proves the newest backup restores: pg_restore of it into a scratch database made for the purpose, then
# the checks an operator would make before trusting it with members' money:
#   - pg_restore finishes without an error;
#   - every member's money and points equal the sum of their ledger rows (DESIGN.md "Money");
#   - members, bets and wallet_ledger hold as many rows, and members as much money and points, as the
#     source did in the snapshot the dump was taken from (the manifest backup.sh wrote beside it).
# Exits 0 only when all of them hold. The scratch database is dropped afterwards unless KEEP_RESTORED=1.
#
#   restore-check.sh [BACKUP_DIR]      (default $BACKUP_DIR, else /var/backups/site)
#   RESTORE_SERVER_URL  postgres://…/<any existing database> of the server to restore on, by a role that
#                       may create databases; never the production primary's service address
#   RESTORE_DATABASE    the scratch database's name (default site_restore_check); it must not exist
#   RESTORE_TIMEOUT     seconds pg_restore may take (default 3600)
set -euo pipefail

backup_dir="${1:-${BACKUP_DIR:-/var/backups/site}}"
: "${RESTORE_SERVER_URL:?RESTORE_SERVER_URL must name the PostgreSQL server to restore on}"
scratch="${RESTORE_DATABASE:-site_restore_check}"
restore_timeout="${RESTORE_TIMEOUT:-3600}"
[[ "$scratch" =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "RESTORE_DATABASE must be a plain lower-case name (got $scratch)" >&2; exit 2; }

fail() {
  echo "restore-check: FAILED: $*" >&2
  exit 1
}

# The URL of another database on the same server: the path replaced, any ?options kept.
url_of_database() {
  local url="$1" database="$2" options=""
  if [[ "$url" == *\?* ]]; then options="?${url#*\?}"; url="${url%%\?*}"; fi
  [[ "$url" =~ ^postgres(ql)?://[^/]+/ ]] || { echo "RESTORE_SERVER_URL must end in /<database>, e.g. postgres://postgres@127.0.0.1:5432/postgres" >&2; exit 2; }
  printf '%s/%s%s' "${url%/*}" "$database" "$options"
}
scratch_url="$(url_of_database "$RESTORE_SERVER_URL" "$scratch")"

shopt -s nullglob
dumps=("$backup_dir"/site-*.dump)
((${#dumps[@]} > 0)) || fail "no backup (site-*.dump) in $backup_dir"
dump="${dumps[-1]}"
manifest="${dump%.dump}.manifest"
[[ -f "$manifest" ]] || fail "$dump has no manifest ($manifest)"

# What the source held when the dump was taken, from lines of name=value.
declare -A expected
while IFS='=' read -r key value; do
  [[ -n "$key" ]] && expected[$key]="$value"
done <"$manifest"

on_server() { psql "$RESTORE_SERVER_URL" -X -q -A -t -v ON_ERROR_STOP=1 "$@"; }
on_scratch() { psql "$scratch_url" -X -q -A -t -v ON_ERROR_STOP=1 "$@"; }

# A scratch database of its own: refusing one that exists keeps a mistyped name from restoring over real data.
exists="$(on_server -v name="$scratch" <<<"select count(*) from pg_database where datname = :'name'")"
[[ "$exists" == 0 ]] || fail "database $scratch already exists; drop it or name another with RESTORE_DATABASE"
on_server -c "create database \"$scratch\""
if [[ "${KEEP_RESTORED:-0}" != 1 ]]; then
  trap 'on_server -c "drop database if exists \"$scratch\" with (force)" || true' EXIT
fi

echo "restore-check: restoring $dump into $scratch"
# --no-owner / --no-privileges: the restoring role owns everything, whatever roles the source had.
timeout "$restore_timeout" pg_restore --exit-on-error --no-owner --no-privileges --dbname="$scratch_url" "$dump" ||
  fail "pg_restore of $dump did not finish"

mismatched="$(on_scratch -c "
  select count(*) from (
    select m.id
      from members m left join wallet_ledger l on l.member_id = m.id
     group by m.id
    having m.emoney <> coalesce(sum(l.amount) filter (where l.currency = 'money'), 0)
        or m.point <> coalesce(sum(l.amount) filter (where l.currency = 'point'), 0)
  ) as off_ledger")"
[[ "$mismatched" == 0 ]] || fail "$mismatched member(s) whose balance is not the sum of their ledger"

# Row counts and money totals, line for line against the manifest.
summary=""
while IFS='=' read -r key value; do
  [[ "${expected[$key]:-}" == "$value" ]] || fail "$key is $value restored but was ${expected[$key]:-not recorded} at dump time"
  summary+=" $key=$value"
done < <(on_scratch -f "$(dirname "${BASH_SOURCE[0]}")/counts.sql")
[[ -n "$summary" ]] || fail "the restored database answered no counts"

echo "restore-check: OK $dump:$summary; every balance equals its ledger"
