// Shared by bench/bank-import.mjs and bench/claim-suggest.mjs: log-ins, a smartToken-guarded audit pass, a statement
// in the 招商银行 layout as CSV, and the peak RSS of the server's process group (read from /proc).
import { readdirSync, readFileSync } from 'node:fs';
import { api } from './lib.mjs';

export async function login(base, name) {
  const r = await api(base, '/api/account/login', { login_name: name, password: process.env.DEMO_PASSWORD ?? 'demo123' });
  if (r.code !== 200) throw new Error(`login ${name}: ${r.code} ${r.msg}`);
  return r.data.secretKey;
}

/** Passes every level of a run with whichever of the tokens holds its task. */
export async function passAll(base, type, runId, tokens) {
  for (let i = 0; i < 4; i++) {
    let acted = false;
    for (const t of tokens) {
      const run = (await api(base, `/api/v1/audit/${type}/detail`, { id: runId }, t)).data;
      if (run.status !== 0) return run;
      if (!run.my_task) continue;
      const st = (await api(base, '/api/common/smartToken', {}, t)).data.smartToken;
      const r = await fetch(`${base}/api/v1/audit/${type}/pass`, { method: 'POST', headers: { 'content-type': 'application/json', secretKey: t, smartToken: st }, body: JSON.stringify({ task_id: run.my_task.task_id, version: run.my_task.version, comment: '压测' }) });
      const j = await r.json();
      if (j.code !== 200) throw new Error(`pass ${type}: ${j.code} ${j.msg}`);
      acted = true;
    }
    if (!acted) break;
  }
  return (await api(base, `/api/v1/audit/${type}/detail`, { id: runId }, tokens[0])).data;
}

/** A 招商银行-layout CSV of `lines` money-in lines (amounts as "1,234.56" text). */
export function cmbCsv(lines, seed = 'B', payer = (i) => `压测付款单位${i % 500}有限公司`) {
  const out = ['交易日,交易时间,借方金额,贷方金额,余额,摘要,流水号,收/付方名称,收/付方帐号'];
  for (let i = 0; i < lines; i++) {
    const fen = 10000 + ((i * 7919) % 900000);
    const y = `"${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}"`;
    out.push(`2024${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')},08${String(Math.floor(i / 60) % 60).padStart(2, '0')}${String(i % 60).padStart(2, '0')},,${y},,团款${i},${seed}${String(i).padStart(8, '0')},${payer(i)},6222${String(i % 500).padStart(12, '0')}`);
  }
  return out.join('\r\n') + '\r\n';
}

/** Peak resident memory (VmHWM, MB) of the processes of a process group — the started product. */
export function groupPeakRssMb(pgid) {
  let kb = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${d}/status`, 'utf8'));
      if (m) kb = Math.max(kb, Number(m[1]));
    } catch { /* gone */ }
  }
  return Math.round(kb / 1024);
}
