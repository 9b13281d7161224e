#!/bin/sh
# Makes a streaming replica of the bench PostgreSQL on this machine, for
# `npm run bench:load -- --read-replica ...`. Run as root (the servers run as `postgres`).
#   tests/bench/make-replica.sh [start|stop|status|remove]   (default: start, making it first if absent)
# PRIMARY_PORT (54399), PRIMARY_HOST (127.0.0.1), REPLICA_DIR (${TMPDIR:-/tmp}/delelager-replica), REPLICA_PORT (54400)
# and PG_BIN (/usr/lib/postgresql/15/bin) override the defaults. The primary needs
# wal_level=replica (the default) and a `replication` line in pg_hba.conf.
set -eu
PRIMARY_HOST=${PRIMARY_HOST:-127.0.0.1}
PRIMARY_PORT=${PRIMARY_PORT:-54399}
REPLICA_DIR=${REPLICA_DIR:-${TMPDIR:-/tmp}/delelager-replica}
REPLICA_PORT=${REPLICA_PORT:-54400}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
SLOT=${SLOT:-delelager_replica}
DATA="$REPLICA_DIR/data"
as_postgres() { su postgres -c "$*"; }

case "${1:-start}" in
start)
  if [ ! -f "$DATA/standby.signal" ]; then
    mkdir -p "$REPLICA_DIR"
    chown postgres:postgres "$REPLICA_DIR"
    # -R writes primary_conninfo and standby.signal; -X stream copies the WAL written meanwhile;
    # the slot (-C -S) keeps the WAL the replica has not received yet, which a busy primary
    # otherwise recycles before the replica starts. `remove` drops it: a forgotten slot keeps
    # WAL on the primary until its disk fills.
    as_postgres "$PG_BIN/pg_basebackup -h $PRIMARY_HOST -p $PRIMARY_PORT -U postgres \
      -D $DATA -R -X stream -C -S $SLOT -c fast -P"
    # The copy brings the primary's port and socket settings along: the replica gets its own.
    as_postgres "printf '%s\n' \"port = $REPLICA_PORT\" \"unix_socket_directories = '$REPLICA_DIR'\" \
      \"hot_standby = on\" \"hot_standby_feedback = on\" >> $DATA/postgresql.auto.conf"
  fi
  as_postgres "$PG_BIN/pg_ctl -D $DATA -l $REPLICA_DIR/log -w start"
  ;;
stop) as_postgres "$PG_BIN/pg_ctl -D $DATA -m fast -w stop" ;;
remove)
  [ -f "$DATA/postmaster.pid" ] && as_postgres "$PG_BIN/pg_ctl -D $DATA -m fast -w stop"
  psql -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -Atc \
    "select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = '$SLOT'"
  rm -rf "$DATA" "$REPLICA_DIR/log"
  ;;
status)
  psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -Atc \
    "select pg_is_in_recovery(), pg_last_wal_replay_lsn(), now() - pg_last_xact_replay_timestamp()"
  ;;
*) echo "usage: $0 [start|stop|status|remove]" >&2; exit 2 ;;
esac
