#!/usr/bin/env bash
# One logical backup of the site's database: pg_dump's custom format (-Fc, compressed, restorable table
# by table with pg_restore) into BACKUP_DIR under a dated name, beside a manifest of what the database
# held in the very snapshot the dump was taken from, so restore-check.sh can tell a complete restore from
# a partial one. Keeps the newest BACKUP_KEEP dumps. Run by deploy/systemd/site-backup.timer.
#
#   DATABASE_URL     postgres://… of the site's database (the service address, so it follows a failover)
#   BACKUP_DIR       where the dumps go (default /var/backups/site)
#   BACKUP_KEEP      how many dumps to keep (default 14)
#   BACKUP_TIMEOUT   seconds the dump may take before it is abandoned (default 3600)
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
backup_dir="${BACKUP_DIR:-/var/backups/site}"
keep="${BACKUP_KEEP:-14}"
dump_timeout="${BACKUP_TIMEOUT:-3600}"
[[ "$keep" =~ ^[1-9][0-9]*$ ]] || { echo "BACKUP_KEEP must be a whole number of 1 or more (got $keep)" >&2; exit 2; }

mkdir -p "$backup_dir"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
name="site-$stamp"
partial="$backup_dir/.$name.partial"
# Two runs in one second would share a name; the second must not replace the first's dump.
[[ ! -e "$backup_dir/$name.dump" ]] || { echo "backup: $backup_dir/$name.dump exists already" >&2; exit 1; }
trap 'rm -f "$partial.dump" "$partial.manifest"' EXIT

# A session that opens a repeatable-read transaction and exports its snapshot: pg_dump reads that same
# snapshot (--snapshot), and the counts below are taken in it too, so they are what the dump holds even
# while members keep betting. The session must stay open until pg_dump has begun; it ends with the script.
coproc SNAPSHOT { timeout "$dump_timeout" psql "$DATABASE_URL" -X -q -A -t -v ON_ERROR_STOP=1; }
# bash forgets a coproc's descriptors when it ends; copies outlive it, so its last answers can still be read.
# shellcheck disable=SC2153 # SNAPSHOT_PID is set by coproc
snapshot_pid=$SNAPSHOT_PID
exec {to_psql}>&"${SNAPSHOT[1]}" {from_psql}<&"${SNAPSHOT[0]}"
echo 'begin transaction isolation level repeatable read read only; select pg_export_snapshot();' >&"$to_psql"
read -r -t 30 snapshot <&"$from_psql" || { echo "backup: no snapshot from the database within 30 s (psql says why above)" >&2; exit 1; }

timeout "$dump_timeout" pg_dump --format=custom --snapshot="$snapshot" --file="$partial.dump" "$DATABASE_URL"

# The counts, in the same snapshot; then the session ends.
{
  cat "$(dirname "${BASH_SOURCE[0]}")/counts.sql"
  printf 'commit;\n\\q\n'
} >&"$to_psql"
exec {to_psql}>&-
{
  echo "dump=$name.dump"
  echo "taken_at=$stamp"
  while read -r -t 60 line <&"$from_psql"; do echo "$line"; done
} >"$partial.manifest"
wait "$snapshot_pid"

# The dump is in place before its manifest, and both appear whole (rename), so a restore never finds half a backup.
mv "$partial.dump" "$backup_dir/$name.dump"
mv "$partial.manifest" "$backup_dir/$name.manifest"
echo "backup: $backup_dir/$name.dump ($(stat -c %s "$backup_dir/$name.dump") bytes)"

# Retention: the names sort by time, so the glob lists the oldest first.
shopt -s nullglob
dumps=("$backup_dir"/site-*.dump)
for ((i = 0; i < ${#dumps[@]} - keep; i++)); do
  rm -f "${dumps[i]}" "${dumps[i]%.dump}.manifest"
  echo "backup: removed ${dumps[i]} (keeping $keep)"
done
