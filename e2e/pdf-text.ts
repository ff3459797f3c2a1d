/**
 * The text of a PDF printed by Chromium (`page.pdf()`), read without a PDF library: streams are inflated
 * with zlib, each font's ToUnicode CMap is parsed, and the hex strings of each page's content stream are
 * decoded with the font selected by `Tf`. Enough for Skia's output (Type0 / Identity-H fonts with
 * ToUnicode maps); text runs are joined without separators, and each text object ends with a newline.
 * A journey that checks what a printed page says uses this (no PDF tool is installed on the machines).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject { dict: string; stream?: Buffer }
type CMap = { bytes: number; map: Map<number, string> };

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+)\s+0\s+obj\b/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const s = body.indexOf('stream');
    if (s < 0) { out.set(Number(m[1]), { dict: body }); continue; }
    const dict = body.slice(0, s);
    let from = start + s + 'stream'.length;
    if (text[from] === '\r') from++;
    if (text[from] === '\n') from++;
    const len = /\/Length\s+(\d+)(?!\s+0\s+R)/.exec(dict);
    const to = len ? from + Number(len[1]) : text.indexOf('endstream', from);
    let raw = pdf.subarray(from, to);
    if (/\/FlateDecode/.test(dict)) {
      try { raw = inflateSync(raw); } catch { /* leave as is */ }
    }
    out.set(Number(m[1]), { dict, stream: raw });
    re.lastIndex = end;
  }
  return out;
}

function utf16(hex: string): string {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
}

function parseCMap(src: string): CMap {
  const map = new Map<number, string>();
  let bytes = 2;
  const space = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(src);
  if (space) bytes = space[1].length / 2;
  for (const block of src.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const p of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(p[1], 16), utf16(p[2]));
  }
  for (const block of src.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const p of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const lo = parseInt(p[1], 16), hi = parseInt(p[2], 16);
      if (p[3].startsWith('[')) {
        [...p[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(lo + i, utf16(d[1])));
      } else {
        const base = p[3].slice(1, -1);
        const first = parseInt(base.slice(-4), 16);
        for (let c = lo; c <= hi; c++) map.set(c, utf16(base.slice(0, -4)) + String.fromCharCode(first + (c - lo)));
      }
    }
  }
  return { bytes, map };
}

const refs = (s: string) => [...s.matchAll(/(\d+)\s+0\s+R/g)].map((m) => Number(m[1]));

/** The font resources (name → CMap) of a page's resource dictionary. */
function fontsOf(objs: Map<number, PdfObject>, resources: string): Map<string, CMap> {
  const out = new Map<string, CMap>();
  let fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1];
  const fontRef = /\/Font\s+(\d+)\s+0\s+R/.exec(resources);
  if (!fontDict && fontRef) fontDict = objs.get(Number(fontRef[1]))?.dict;
  for (const f of (fontDict ?? '').matchAll(/\/([^\s/<>]+)\s+(\d+)\s+0\s+R/g)) {
    const font = objs.get(Number(f[2]));
    const tu = font && /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font.dict);
    const cmap = tu && objs.get(Number(tu[1]))?.stream;
    if (cmap) out.set(f[1], parseCMap(cmap.toString('latin1')));
  }
  return out;
}

function decodeContent(content: string, fonts: Map<string, CMap>): string {
  let font: CMap | undefined;
  let out = '';
  const re = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\bET\b/g;
  for (let m = re.exec(content); m; m = re.exec(content)) {
    if (m[1] !== undefined) { font = fonts.get(m[1]); continue; }
    if (m[0] === 'ET') { out += '\n'; continue; }
    if (!font) continue;
    const hex = (m[2] ?? '').replace(/\s+/g, '');
    const w = font.bytes * 2;
    for (let i = 0; i + w <= hex.length; i += w) out += font.map.get(parseInt(hex.slice(i, i + w), 16)) ?? '';
  }
  return out;
}

/** The text of every page, in page order of the objects. */
export function pdfText(pdf: Buffer): string {
  const objs = parseObjects(pdf);
  const pages: string[] = [];
  for (const o of objs.values()) {
    if (!/\/Type\s*\/Page\b/.test(o.dict)) continue;
    let resources = /\/Resources\s*<<([\s\S]*)>>/.exec(o.dict)?.[1] ?? '';
    const resRef = /\/Resources\s+(\d+)\s+0\s+R/.exec(o.dict);
    if (resRef) resources = objs.get(Number(resRef[1]))?.dict ?? '';
    const fonts = fontsOf(objs, resources);
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(o.dict)?.[1] ?? '';
    pages.push(refs(contents).map((r) => decodeContent(objs.get(r)?.stream?.toString('latin1') ?? '', fonts)).join(''));
  }
  // Fonts often map CJK glyphs to the Kangxi radical code points (⼤ for 大): NFKC gives the ideographs back.
  return pages.join('\n\f').normalize('NFKC');
}

/** The text without any whitespace: what a "does the PDF say X" check compares, since runs break anywhere. */
export const pdfCompactText = (pdf: Buffer): string => pdfText(pdf).replace(/\s+/g, '');

/** Number of pages of a PDF. */
export const pdfPageCount = (pdf: Buffer): number => [...pdf.toString('latin1').matchAll(/\/Type\s*\/Page\b/g)].length;
