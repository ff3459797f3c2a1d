/**
 * Home's first screen as static markup (docs/decisions.md "Lighthouse"): the server puts `homeShellHtml` inside
 * `<div id="root">` of /home's index.html (vite.config.ts writes it to .vite/first-screens.json, as for the log-in
 * page). It is hidden (home-shell.css) until the entry's `startHomeFirst` (home-first.ts) has found a token, filled
 * in the welcome from the stored user info and started the figures' request; the KPIs fill in when the figures
 * arrive. The app then renders home out of sight and takes the page over once home shows its figures (boot.tsx), so
 * a phone sees the same page throughout. No imports: vite.config.ts reads it; the class names and sizes copy what
 * antd renders for HomeLayout / HomePage (the shell's classes start with ta-hs).
 */

/** Menu icons the shortcuts may show (platform/shell/menu-icons.tsx), plus the header's and the avatar's. */
export const SHELL_ICON_NAMES = [
  'AccountBookOutlined', 'AppstoreAddOutlined', 'AppstoreOutlined', 'AuditOutlined', 'BarChartOutlined', 'BellOutlined', 'HomeOutlined',
  'SettingOutlined', 'ShopOutlined', 'ShoppingCartOutlined', 'TeamOutlined', 'UserOutlined',
] as const;

/** Height of each chart so the whole display fits the window (1920×1080 wall screen, 1440×900 laptop). */
export function chartHeight(viewportHeight: number): number {
  // header 56, page padding 2×16, welcome ~64, KPI row ~92, three gaps 3×12, two card headers 2×40, two bodies' padding 2×16
  const free = viewportHeight - 56 - 32 - 64 - 92 - 36 - 80 - 32 - 16;
  return Math.max(170, Math.floor(free / 2));
}

/** The first chart card's title (HomePage's first card; the only one a phone sees before scrolling). */
export const FIRST_CHART_TITLE = '销售额（近30天，按日）';

const icon = (name: string) => `<span class="ta-hs-icon" data-hs-icon="${name}"></span>`;

/**
 * The frame with empty slots (`data-hs="…"`), the product name as %TA_PRODUCT_NAME% (the server fills it) and the
 * icons' SVG (`icons`, by name: built from @ant-design/icons-svg by vite.config.ts) in a template the script reads.
 */
export function homeShellHtml(productName: string, icons: Record<string, string>): string {
  const template = Object.entries(icons).map(([name, svg]) => `<span data-hs-svg="${name}">${svg}</span>`).join('');
  return '<div class="ta-hs" data-home-shell="">'
    + `<header class="ta-home-header"><a class="ta-home-brand" href="/home" aria-label="${productName}"><img src="/logo.svg" alt=""/><span>${productName}</span></a>`
    + '<div class="ta-hs-fill"></div><div class="ta-header-actions">'
    + `<a class="ta-hs-bell" href="/otherService/pendTask/pendMessage" aria-label="待办事项">${icon('BellOutlined')}</a>`
    + `<span class="ta-hs-setting" data-hs="setting" hidden="">${icon('SettingOutlined')}</span>`
    + `<span class="ta-hs-user"><span class="ta-hs-avatar ta-hs-avatar-sm">${icon('UserOutlined')}</span><span data-hs="hello"></span></span>`
    + '</div></header>'
    + '<main class="ta-home-body"><div class="ta-home-wall">'
    + '<div class="ta-hs-card"><div class="ta-hs-body ta-hs-welcome-body"><div class="ta-home-welcome">'
    + `<span class="ta-hs-avatar">${icon('UserOutlined')}</span>`
    + '<div style="min-width:220px"><h1 class="ta-hs-h1" data-hs="title"></h1><div><span class="ta-hs-sec" data-hs="line"></span></div></div>'
    + '<a class="ta-hs-tag-link" href="/otherService/pendTask/pendMessage"><span class="ta-hs-tag" data-hs="agency"></span></a>'
    + '<a class="ta-hs-tag-link" href="/otherService/pendTask/orderNotification"><span class="ta-hs-tag" data-hs="notification"></span></a>'
    + '<div class="ta-home-shortcuts" role="group" aria-label="快捷入口" data-hs="shortcuts"></div>'
    + '</div></div></div>'
    // The six KPI cards at their full height before the figures arrive (no shift when they fill in).
    // On the page's own grids (home.css .ta-home-grid, as HomePage's Kpis and Display), so nothing moves when the app takes over.
    + `<div class="ta-home-grid ta-home-kpis" data-hs="kpis">${'<div class="ta-hs-card"><div class="ta-hs-body ta-hs-kpi-body"><div class="ta-hs-kpi-title">&nbsp;</div><div class="ta-hs-kpi-value">&nbsp;</div><div class="ta-kpi-sub">&nbsp;</div></div></div>'.repeat(6)}</div>`
    + `<div class="ta-home-grid ta-home-cards"><div class="ta-hs-card"><div class="ta-hs-head">${FIRST_CHART_TITLE}</div>`
    + '<div class="ta-hs-body ta-hs-chart-body"><div data-hs="chart"></div></div></div></div>'
    + '</div></main>'
    + `<template data-hs="icons">${template}</template>`
    + '</div>';
}
