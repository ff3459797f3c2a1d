/**
 * The log-in layout as static HTML (docs/decisions.md "Lighthouse"): the server puts it inside `<div id="root">` of
 * the log-in page's index.html, so the product name and the slogan (the page's largest text, its LCP element) paint
 * as soon as the HTML and the layout's stylesheet arrive, before any script has run. React then replaces it with the
 * same markup (LoginLayout.tsx; login-shell.test.tsx keeps the two equal). No imports: vite.config.ts reads it.
 */
export const LOGIN_SLOGAN = '线路产品 · 团期操作 · 报名订单 · 财务审核 一站式管理';

/** The filing number link of the footer; `text` is HTML-escaped already. */
export const loginFilingHtml = (text: string) => `<div><a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">${text}</a></div>`;

/**
 * The layout with an empty card; the arguments are HTML-escaped already (`filingHtml` is loginFilingHtml(…) or '').
 * The same markup React renders for LoginLayout with nothing in its outlet.
 */
export function loginShellHtml(productName: string, year: string, filingHtml: string): string {
  return '<div class="ta-login"><main class="ta-login-main"><div class="ta-login-brand"><img src="/logo.svg" alt=""/>'
    + `<h1>${productName}</h1></div><div class="ta-login-slogan">${LOGIN_SLOGAN}</div><div class="ta-login-card"></div></main>`
    + `<footer class="ta-login-footer"><div>Copyright © ${year} ${productName}</div>${filingHtml}</footer></div>`;
}

/** The placeholders of the template the build writes for the server (.vite/first-screens.json). */
export const SHELL_TOKENS = { productName: '%TA_PRODUCT_NAME%', year: '%TA_YEAR%', filing: '%TA_FILING%' } as const;
