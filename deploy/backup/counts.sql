-- What a backup must hold, as name=value lines: taken by backup.sh in the dump's own snapshot (its
-- manifest) and by restore-check.sh in the restored copy, which must agree line for line. Money is
-- counted twice: here as totals, and member by member against the ledger in restore-check.sh.
select 'members=' || count(*) from members;
select 'bets=' || count(*) from bets;
select 'wallet_ledger=' || count(*) from wallet_ledger;
select 'money_total=' || coalesce(sum(emoney), 0) from members;
select 'point_total=' || coalesce(sum(point), 0) from members;
