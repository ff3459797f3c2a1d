#!/usr/bin/env node
// Runs before `npm install` (root preinstall): refuse an older Node early, with a message in Chinese and English,
// instead of failing later with obscure errors. Keep in step with "engines" in package.json and the README.
// (Vite 7 needs ^20.19.0 || >=22.12.0; TA_NODE_VERSION pretends another version, to test this check.)
const version = process.env.TA_NODE_VERSION ?? process.versions.node;
const [major, minor] = version.split('.').map(Number);
const ok = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22;
if (!ok) {
  console.error(`\n需要 Node.js 20.19+ 或 22.12+（当前 ${version}），请升级 Node 后再运行 npm install。`);
  console.error(`Node.js 20.19+ or 22.12+ is required (this is ${version}); upgrade Node, then run npm install again.\n`);
  process.exit(1);
}
