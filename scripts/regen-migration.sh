#!/usr/bin/env bash
# Regenerates the spine migration (0005_*) from the current table files while it is unreleased.
# Later hand-written migrations (0006_order_search, …) are set aside and put back after it, their snapshot
# chain re-linked, so drizzle-kit diffs against 0005 only. Serialised with flock.
set -euo pipefail
cd "$(dirname "$0")/../server"
exec 9>/tmp/ta-regen-migration.lock
flock 9
IDX=5
STASH=$(mktemp -d)
node - "$STASH" <<'JS'
const fs = require('fs'); const [stash] = process.argv.slice(2);
const p = 'drizzle/meta/_journal.json'; const j = JSON.parse(fs.readFileSync(p, 'utf8'));
const later = j.entries.filter((e) => e.idx > 5);
fs.writeFileSync(`${stash}/later.json`, JSON.stringify(later));
for (const e of later) {
  const n = String(e.idx).padStart(4, '0');
  fs.renameSync(`drizzle/${e.tag}.sql`, `${stash}/${e.tag}.sql`);
  fs.renameSync(`drizzle/meta/${n}_snapshot.json`, `${stash}/${n}_snapshot.json`);
}
j.entries = j.entries.filter((e) => e.idx < 5);
fs.writeFileSync(p, JSON.stringify(j, null, 2) + '\n');
JS
rm -f drizzle/000${IDX}_*.sql drizzle/meta/000${IDX}_snapshot.json
npx drizzle-kit generate --name spine >/dev/null
node - "$STASH" <<'JS'
const fs = require('fs'); const [stash] = process.argv.slice(2);
const later = JSON.parse(fs.readFileSync(`${stash}/later.json`, 'utf8'));
const p = 'drizzle/meta/_journal.json'; const j = JSON.parse(fs.readFileSync(p, 'utf8'));
let prev = JSON.parse(fs.readFileSync('drizzle/meta/0005_snapshot.json', 'utf8'));
for (const e of later) {
  const n = String(e.idx).padStart(4, '0');
  fs.renameSync(`${stash}/${e.tag}.sql`, `drizzle/${e.tag}.sql`);
  // A hand-written migration changes nothing drizzle knows: its snapshot is the previous one, re-linked.
  const old = JSON.parse(fs.readFileSync(`${stash}/${n}_snapshot.json`, 'utf8'));
  const snap = { ...prev, id: old.id, prevId: prev.id };
  fs.writeFileSync(`drizzle/meta/${n}_snapshot.json`, JSON.stringify(snap, null, 2));
  j.entries.push(e); prev = snap;
}
fs.writeFileSync(p, JSON.stringify(j, null, 2) + '\n');
JS
rm -rf "$STASH"
ls drizzle/000${IDX}_*.sql
