/** Log-in layout (SPEC section 2): logo, product name, the account page, and the filing number footer. */
import { Outlet } from 'react-router-dom';
import { getServiceConfig } from '@/platform/service-config';
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
        <div className="ta-login-slogan">线路产品 · 团期操作 · 报名订单 · 财务审核 一站式管理</div>
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
