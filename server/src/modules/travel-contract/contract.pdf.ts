/**
 * The contract as a real PDF file, made on the server with pdfkit: text (selectable, searchable), the Chinese
 * font embedded as a subset. The font is Noto Serif CJK SC (Debian fonts-noto-cjk), taken from the first
 * file found among CONTRACT_FONT_FILES (CONTRACT_FONT overrides: "path" or "path#postscriptName"). Without a
 * Chinese font the PDF would show empty boxes, so the route answers a clear Chinese error instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pdfKit } from '../../platform/lazy';
import { AppError } from '../../platform/errors';
import type { RenderedContract } from './contract.fill';

const CONTRACT_FONT_FILES: [string, string | undefined][] = [
  ['/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'NotoSerifCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
];

export const NO_FONT_MESSAGE = '服务器未安装中文字体（fonts-noto-cjk），无法生成合同PDF，请联系管理员安装后重试；可先使用打印页面';

let cached: { buf: Buffer; family?: string } | null | undefined;
/** The Chinese font (read once), or null when the machine has none. */
export function contractFont(): { buf: Buffer; family?: string } | null {
  if (cached !== undefined) return cached;
  const env = process.env.CONTRACT_FONT;
  const list: [string, string | undefined][] = env ? [[env.split('#')[0], env.split('#')[1]]] : CONTRACT_FONT_FILES;
  const hit = list.find(([p]) => existsSync(p));
  cached = hit ? { buf: readFileSync(hit[0]), family: hit[1] } : null;
  return cached;
}

/** The PDF of a rendered contract (A4, title centred, sections with headings, page numbers). */
export async function contractPdf(c: RenderedContract, meta: { code: string; status: string }): Promise<Buffer> {
  const font = contractFont();
  if (!font) throw new AppError(500, NO_FONT_MESSAGE);
  const doc = new (await pdfKit())({ size: 'A4', margins: { top: 60, bottom: 60, left: 64, right: 64 }, bufferPages: true, info: { Title: `${c.title} ${meta.code}`, Subject: '旅游合同' } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve, reject) => { doc.on('end', () => resolve()); doc.on('error', reject); });
  doc.registerFont('cjk', font.buf, font.family as string);
  doc.font('cjk');
  doc.fontSize(18).text(c.title, { align: 'center' });
  doc.moveDown(0.3);
  doc.fontSize(9).fillColor('#555').text(`合同编号：${meta.code}    状态：${meta.status}`, { align: 'center' });
  doc.fillColor('#000').moveDown(0.8);
  for (const s of c.sections) {
    if (s.heading) { doc.moveDown(0.6); doc.fontSize(12).text(s.heading); doc.moveDown(0.2); }
    doc.fontSize(10.5);
    for (const line of s.lines) {
      if (!line.trim()) { doc.moveDown(0.5); continue; }
      doc.text(line, { lineGap: 3 });
    }
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor('#888').text(`${meta.code}  第${i + 1}页 / 共${range.count}页`, 0, doc.page.height - 36, { align: 'center', width: doc.page.width });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
