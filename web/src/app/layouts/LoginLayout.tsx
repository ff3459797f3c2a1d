/**
 * Log-in layout (SPEC section 2): logo, product name, the account page, and the filing number footer. The server
 * sends the same markup as static HTML in the log-in page (login-shell.ts): change both together.
 */
import { Outlet } from 'react-router-dom';
import { getServiceConfig } from '@/platform/service-config';
import { LOGIN_SLOGAN } from './login-shell';
import './login-layout.css';

export function LoginLayout() {
  const { productName, filingNumber } = getServiceConfig();
  return (
    <div className="ta-login">
      <main className="ta-login-main">
        <div className="ta-login-brand">
          <img src="/logo.svg" alt="" />
          <h1>{productName}</h1>
        </div>
        <div className="ta-login-slogan">{LOGIN_SLOGAN}</div>
        <div className="ta-login-card"><Outlet /></div>
      </main>
      <footer className="ta-login-footer">
        <div>Copyright © {new Date().getFullYear()} {productName}</div>
        {filingNumber && (
          <div><a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">{filingNumber}</a></div>
        )}
      </footer>
    </div>
  );
}
