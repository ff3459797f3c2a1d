/** Money helpers: integer fen everywhere; these only format. */

/** Fen → "1,234.56" (yuan with two decimals), exact with integer arithmetic. */
export function fenToYuan(fen: number | bigint | null | undefined, grouping = true): string {
  if (fen === null || fen === undefined) return '';
  const n = BigInt(fen);
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const yuan = (abs / 100n).toString();
  const cents = (abs % 100n).toString().padStart(2, '0');
  const y = grouping ? yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : yuan;
  return `${neg ? '-' : ''}${y}.${cents}`;
}

/** "12.34" → 1234 fen; refuses more than two decimals. */
export function yuanToFen(yuan: string | number): number {
  const s = String(yuan).trim().replace(/,/g, '');
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new Error(`金额格式不正确：${s}`);
  const v = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -v : v;
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UNITS = ['', '拾', '佰', '仟'];
const BIG = ['', '万', '亿', '兆'];

/** Capital Chinese amount with 元角分 (SPEC section 5), from fen. 0 → 零元整. */
export function capitalAmount(fenValue: number): string {
  if (!Number.isInteger(fenValue)) throw new Error('金额必须是以分为单位的整数');
  if (fenValue === 0) return '零元整';
  const neg = fenValue < 0;
  const f = Math.abs(fenValue);
  const jiao = Math.floor(f / 10) % 10;
  const fenD = f % 10;
  const yuan = Math.floor(f / 100);
  // 4-digit groups, high to low
  const groups: number[] = [];
  for (let y = yuan; y > 0; y = Math.floor(y / 10000)) groups.unshift(y % 10000);
  let intPart = '';
  let pendingZero = false;
  groups.forEach((grp, gi) => {
    const big = BIG[groups.length - 1 - gi];
    if (grp === 0) { if (intPart) pendingZero = true; return; }
    if (intPart && (pendingZero || grp < 1000)) intPart += '零';
    pendingZero = false;
    let s = '';
    let zero = false;
    for (let i = 3; i >= 0; i--) {
      const d = Math.floor(grp / 10 ** i) % 10;
      if (d === 0) { if (s) zero = true; continue; }
      if (zero) { s += '零'; zero = false; }
      s += DIGITS[d] + UNITS[i];
    }
    intPart += s + big;
  });
  if (intPart) intPart += '元';
  let dec = '';
  if (jiao === 0 && fenD === 0) dec = '整';
  else {
    if (jiao > 0) dec += DIGITS[jiao] + '角';
    else if (intPart) dec += '零';
    if (fenD > 0) dec += DIGITS[fenD] + '分';
    else dec += '整';
  }
  return (neg ? '负' : '') + intPart + dec;
}
