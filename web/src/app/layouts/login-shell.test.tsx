import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getServiceConfig } from '@/platform/service-config';
import { LoginLayout } from './LoginLayout';
import { loginFilingHtml, loginShellHtml } from './login-shell';

describe('the log-in page\'s static shell', () => {
  it('is the markup React renders for the log-in layout with an empty card', () => {
    const react = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/account/login']}>
        <Routes><Route element={<LoginLayout />}><Route path="/account/login" element={null} /></Route></Routes>
      </MemoryRouter>,
    );
    // React 19 puts resource hints for the logo ahead of the markup: index.html needs none (the image is in the HTML).
    const markup = react.replace(/^(<link [^>]*\/>)+/, '');
    const { productName, filingNumber } = getServiceConfig();
    const filing = filingNumber ? loginFilingHtml(filingNumber) : '';
    expect(markup).toContain('ta-login-slogan');
    expect(loginShellHtml(productName, String(new Date().getFullYear()), filing)).toBe(markup);
  });
});
