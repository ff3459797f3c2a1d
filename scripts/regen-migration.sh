#!/usr/bin/env bash
# Regenerates the newest, not yet released migration (0005_*) from the current table files.
# Used while a migration is being written: drop it and its snapshot, then let drizzle-kit write it again.
# Serialised with flock so two engineers (or helpers) never regenerate at the same moment.
set -euo pipefail
cd "$(dirname "$0")/../server"
exec 9>/tmp/ta-regen-migration.lock
flock 9
IDX=5
rm -f drizzle/000${IDX}_*.sql drizzle/meta/000${IDX}_snapshot.json
node -e '
const fs=require("fs");const p="drizzle/meta/_journal.json";const j=JSON.parse(fs.readFileSync(p,"utf8"));
j.entries=j.entries.filter(e=>e.idx<'$IDX');fs.writeFileSync(p,JSON.stringify(j,null,2)+"\n");'
npx drizzle-kit generate --name spine >/dev/null
ls drizzle/000${IDX}_*.sql
