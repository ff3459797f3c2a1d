/** Shared bits of the contract pages: the status tag, the contract text, printing it, its PDF. */
import { Tag } from 'antd';
import { TravelContractStatus, enumLabel } from '@ta/contract';
import { downloadFile } from '../merchant/shared/files';
import { TC_URLS, type RenderedContract } from './api';

const COLOR: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'default', 4: 'red', 5: 'default' };
export const ContractStatusTag = ({ status }: { status: number }) => <Tag color={COLOR[status]} data-testid="contract-status">{enumLabel(TravelContractStatus, status)}</Tag>;

/** The contract's text as a document (title, sections with headings). */
export function ContractText({ c }: { c: RenderedContract }) {
  return (
    <div className="ta-contract-text" data-testid="contract-text" style={{ maxWidth: 820, margin: '0 auto', padding: '24px 32px', background: '#fff', border: '1px solid #f0f0f0', lineHeight: 1.9, fontFamily: '"Noto Serif CJK SC", "Songti SC", SimSun, serif' }}>
      <h2 style={{ textAlign: 'center', marginBottom: 16 }}>{c.title}</h2>
      {c.sections.map((s, i) => (
        <section key={i} style={{ marginTop: s.heading ? 16 : 0 }}>
          {s.heading && <h4 style={{ margin: '8px 0' }}>{s.heading}</h4>}
          {s.lines.map((l, j) => (l.trim() ? <p key={j} style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{l}</p> : <br key={j} />))}
        </section>
      ))}
    </div>
  );
}

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[ch]!));

/** The printable page: the contract alone in a frame, printed by the browser (A4, serif). */
export function printContract(c: RenderedContract, code: string): void {
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed'; frame.style.width = '0'; frame.style.height = '0'; frame.style.border = '0';
  document.body.appendChild(frame);
  const body = c.sections.map((s) => `${s.heading ? `<h4>${esc(s.heading)}</h4>` : ''}${s.lines.map((l) => (l.trim() ? `<p>${esc(l)}</p>` : '<br/>')).join('')}`).join('');
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(c.title)} ${esc(code)}</title><style>
    @page { size: A4; margin: 20mm 18mm; } body { font-family: "Noto Serif CJK SC", "Songti SC", SimSun, serif; font-size: 11pt; line-height: 1.9; color: #000; }
    h2 { text-align: center; font-size: 18pt; margin: 0 0 4pt; } .no { text-align: center; color: #555; font-size: 9pt; margin-bottom: 12pt; }
    h4 { margin: 12pt 0 4pt; font-size: 12pt; } p { margin: 0; white-space: pre-wrap; }
  </style></head><body><h2>${esc(c.title)}</h2><div class="no">合同编号：${esc(code)}</div>${body}</body></html>`);
  doc.close();
  setTimeout(() => { frame.contentWindow?.focus(); frame.contentWindow?.print(); setTimeout(() => frame.remove(), 60_000); }, 100);
}

/** Downloads the contract's PDF (made on the server). */
export const downloadContractPdf = (id: number, code: string) => downloadFile(TC_URLS.pdf, { id }, `旅游合同-${code}.pdf`);
