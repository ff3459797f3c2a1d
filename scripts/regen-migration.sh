#!/usr/bin/env bash
# Regenerates the newest, still unreleased migration (default 0012; 0000–0011 are released) from the current table files.
# Migrations up to the last landed one are released and never rewritten; this one is dropped and
# generated again by drizzle-kit, so several changes in one session end in one migration.
# Usage: scripts/regen-migration.sh [IDX] [NAME]   (serialised with flock)
set -euo pipefail
cd "$(dirname "$0")/../server"
exec 9>/tmp/ta-regen-migration.lock
flock 9
IDX=${1:-12}
NAME=${2:-next}
N=$(printf '%04d' "$IDX")
node - "$IDX" <<'JS'
const fs = require('fs'); const idx = Number(process.argv[2]);
const p = 'drizzle/meta/_journal.json'; const j = JSON.parse(fs.readFileSync(p, 'utf8'));
if (j.entries.some((e) => e.idx > idx)) { console.error(`migrations after ${idx} exist: regenerate the newest one only`); process.exit(1); }
for (const e of j.entries.filter((e) => e.idx === idx)) fs.rmSync(`drizzle/${e.tag}.sql`, { force: true });
j.entries = j.entries.filter((e) => e.idx < idx);
fs.writeFileSync(p, JSON.stringify(j, null, 2) + '\n');
JS
rm -f "drizzle/meta/${N}_snapshot.json"
npx drizzle-kit generate --name "$NAME" >/dev/null
# Hand-written parts of this migration (triggers, functions, drops drizzle does not know): drizzle/hand/${N}_*.sql,
# appended to the generated file in name order (each starts with a statement breakpoint).
for h in drizzle/hand/${N}_*.sql; do
  [ -e "$h" ] || continue
  GEN=$(ls drizzle/${N}_*.sql 2>/dev/null | head -1)
  [ -n "$GEN" ] || { echo "hand-written $h needs a generated migration ${N}" >&2; exit 1; }
  cat "$h" >> "$GEN"
done
ls drizzle/${N}_*.sql 2>/dev/null || echo "no table changes: no migration ${N}"
