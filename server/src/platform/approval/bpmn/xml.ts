/**
 * A small, strict XML reader for BPMN diagrams (no dependency): elements, attributes in any order with
 * either quote, self-closing tags, comments, processing instructions, CDATA and the predefined and
 * numeric entities, with namespace prefixes resolved to URIs. DOCTYPE is refused (no entity expansion).
 */

export interface XmlAttr { qname: string; prefix: string; local: string; ns: string | undefined; value: string }

export interface XmlElement {
  qname: string;
  prefix: string;
  local: string;
  ns: string | undefined;
  attrs: XmlAttr[];
  children: XmlElement[];
  /** Character data directly inside the element (text and CDATA), entities decoded. */
  text: string;
  line: number;
}

export class XmlError extends Error {
  constructor(detail: string, readonly line: number) {
    super(`BPMN XML 格式不正确（第${line}行）：${detail}`);
  }
}

const MAX_ELEMENTS = 20000;
const MAX_DEPTH = 200;
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
/** Characters that end a name inside a tag. */
const endsName = (c: string) => isSpace(c) || c === '/' || c === '>' || c === '=' || c === '"' || c === "'" || c === '<';

class Reader {
  pos = 0;
  line = 1;
  constructor(readonly s: string) {}

  eof(): boolean { return this.pos >= this.s.length; }
  peek(): string { return this.s[this.pos] ?? ''; }
  at(t: string): boolean { return this.s.startsWith(t, this.pos); }

  advance(n: number): void {
    const end = Math.min(this.pos + n, this.s.length);
    for (; this.pos < end; this.pos++) if (this.s[this.pos] === '\n') this.line++;
  }

  fail(detail: string, line = this.line): never { throw new XmlError(detail, line); }

  expect(t: string, what: string): void {
    if (!this.at(t)) this.fail(`此处应为 ${what}`);
    this.advance(t.length);
  }

  skipSpace(): void { while (!this.eof() && isSpace(this.peek())) this.advance(1); }

  /** The text up to (not including) `end`, consuming `end` too. */
  until(end: string, what: string): string {
    const i = this.s.indexOf(end, this.pos);
    if (i < 0) this.fail(`${what}没有结束（缺少 ${end}）`);
    const out = this.s.slice(this.pos, i);
    this.advance(i - this.pos + end.length);
    return out;
  }

  name(what: string): string {
    const start = this.pos;
    while (!this.eof() && !endsName(this.peek())) this.advance(1);
    const n = this.s.slice(start, this.pos);
    if (!n) this.fail(`缺少${what}名称`);
    const first = n[0];
    if (/[0-9.\-]/.test(first) || n.startsWith(':') || n.endsWith(':') || n.split(':').length > 2) this.fail(`${what}名称“${n}”不合法`);
    return n;
  }
}

/** Decodes the predefined entities and character references of a text or attribute value. */
export function decodeEntities(raw: string, line: number): string {
  if (!raw.includes('&')) return raw;
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const amp = raw.indexOf('&', i);
    if (amp < 0) { out += raw.slice(i); break; }
    out += raw.slice(i, amp);
    const semi = raw.indexOf(';', amp);
    if (semi < 0 || semi - amp > 12) throw new XmlError('“&”后缺少实体名称与分号（文本中的 & 请写作 &amp;）', line);
    const ent = raw.slice(amp + 1, semi);
    if (ent in PREDEFINED) out += PREDEFINED[ent];
    else if (/^#[0-9]+$/.test(ent) || /^#x[0-9a-fA-F]+$/.test(ent)) {
      const code = ent[1] === 'x' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      if (!(code > 0 && code <= 0x10ffff)) throw new XmlError(`字符引用 &${ent}; 不合法`, line);
      out += String.fromCodePoint(code);
    } else throw new XmlError(`未知的实体 &${ent};`, line);
    i = semi + 1;
  }
  return out;
}

function splitName(qname: string): { prefix: string; local: string } {
  const i = qname.indexOf(':');
  return i < 0 ? { prefix: '', local: qname } : { prefix: qname.slice(0, i), local: qname.slice(i + 1) };
}

/** Reads one start tag after '<': name, attributes, and whether it closes itself. */
function startTag(r: Reader): { el: XmlElement; selfClosing: boolean } {
  const line = r.line;
  const qname = r.name('标签');
  const attrs: XmlAttr[] = [];
  for (;;) {
    const hadSpace = isSpace(r.peek());
    r.skipSpace();
    if (r.eof()) r.fail(`标签 <${qname}> 没有结束`, line);
    if (r.at('/>')) { r.advance(2); return { el: element(qname, attrs, line), selfClosing: true }; }
    if (r.at('>')) { r.advance(1); return { el: element(qname, attrs, line), selfClosing: false }; }
    if (!hadSpace) r.fail(`标签 <${qname}> 的属性之间缺少空格`);
    const an = r.name('属性');
    r.skipSpace();
    r.expect('=', `属性 ${an} 的“=”`);
    r.skipSpace();
    const q = r.peek();
    if (q !== '"' && q !== "'") r.fail(`属性 ${an} 的值须用引号括起`);
    r.advance(1);
    const vline = r.line;
    const raw = r.until(q, `属性 ${an} 的值`);
    if (raw.includes('<')) r.fail(`属性 ${an} 的值中不能出现“<”`, vline);
    if (attrs.some((a) => a.qname === an)) r.fail(`标签 <${qname}> 的属性 ${an} 重复`, vline);
    // Attribute-value normalisation: literal white space becomes a space.
    const value = decodeEntities(raw.replace(/[\t\n\r]/g, ' '), vline);
    attrs.push({ qname: an, ...splitName(an), ns: undefined, value });
  }
}

function element(qname: string, attrs: XmlAttr[], line: number): XmlElement {
  return { qname, ...splitName(qname), ns: undefined, attrs, children: [], text: '', line };
}

/** Parses a whole document into its root element, with namespaces resolved. */
export function parseXml(src: string): XmlElement {
  const r: Reader = new Reader(src.charCodeAt(0) === 0xfeff ? src.slice(1) : src);
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  while (!r.eof()) {
    if (r.at('<?')) { r.advance(2); r.until('?>', '处理指令'); continue; }
    if (r.at('<!--')) { r.advance(4); r.until('-->', '注释'); continue; }
    if (r.at('<![CDATA[')) {
      if (!stack.length) r.fail('CDATA 只能出现在元素内');
      r.advance(9);
      stack[stack.length - 1].text += r.until(']]>', 'CDATA');
      continue;
    }
    if (r.at('<!')) r.fail('不支持 DOCTYPE 或实体声明');
    if (r.at('</')) {
      const line = r.line;
      r.advance(2);
      const name = r.name('结束标签');
      r.skipSpace();
      r.expect('>', `结束标签 </${name}> 的“>”`);
      const top = stack.pop();
      if (!top) r.fail(`多余的结束标签 </${name}>`, line);
      if (top.qname !== name) r.fail(`结束标签 </${name}> 与第${top.line}行的开始标签 <${top.qname}> 不匹配`, line);
      continue;
    }
    if (r.at('<')) {
      r.advance(1);
      const { el, selfClosing } = startTag(r);
      if (++count > MAX_ELEMENTS) r.fail(`元素超过${MAX_ELEMENTS}个`);
      if (stack.length) stack[stack.length - 1].children.push(el);
      else if (root) r.fail(`文档只能有一个根元素（多余的 <${el.qname}>）`, el.line);
      else root = el;
      if (!selfClosing) {
        stack.push(el);
        if (stack.length > MAX_DEPTH) r.fail(`元素嵌套超过${MAX_DEPTH}层`);
      }
      continue;
    }
    const line = r.line;
    const next = r.s.indexOf('<', r.pos);
    const end = next < 0 ? r.s.length : next;
    const raw = r.s.slice(r.pos, end);
    r.advance(end - r.pos);
    if (stack.length) stack[stack.length - 1].text += decodeEntities(raw, line);
    else if (raw.trim()) r.fail('根元素之外不能有文本', line);
  }
  if (stack.length) r.fail(`标签 <${stack[stack.length - 1].qname}> 没有闭合`, stack[stack.length - 1].line);
  if (!root) r.fail('文档为空', 1);
  resolveNamespaces(root, new Map([['xml', XML_NS]]));
  return root;
}

function resolveNamespaces(el: XmlElement, outer: Map<string, string>): void {
  let scope = outer;
  for (const a of el.attrs) {
    if (a.qname === 'xmlns' || a.prefix === 'xmlns') {
      if (scope === outer) scope = new Map(outer);
      scope.set(a.qname === 'xmlns' ? '' : a.local, a.value);
    }
  }
  el.ns = scope.get(el.prefix);
  for (const a of el.attrs) a.ns = a.prefix && a.prefix !== 'xmlns' ? scope.get(a.prefix) : undefined;
  for (const c of el.children) resolveNamespaces(c, scope);
}

/** Escapes text for an attribute value or element content. */
export function escapeXml(s: string): string {
  let out = '';
  for (const c of s) {
    switch (c) {
      case '&': out += '&amp;'; break;
      case '<': out += '&lt;'; break;
      case '>': out += '&gt;'; break;
      case '"': out += '&quot;'; break;
      case "'": out += '&apos;'; break;
      case '\n': out += '&#10;'; break;
      default: out += c;
    }
  }
  return out;
}
