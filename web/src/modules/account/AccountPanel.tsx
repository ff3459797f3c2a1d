import type { ReactNode } from 'react';

/** The white panel of the account pages (not antd Card: Card pulls Tabs and Dropdown into the log-in chunk). */
export function AccountPanel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="ta-login-panel">
      {title && <h2>{title}</h2>}
      {children}
    </section>
  );
}
