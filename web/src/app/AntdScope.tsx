/**
 * antd's provider: Chinese texts, the chosen primary colour, the form's scroll to the first error. Every page sits
 * inside it but the log-in form (router.tsx Root), which is drawn without antd (modules/account/login-lean.css):
 * the provider's first render derives the whole theme's tokens for its icon styles (~20 ms on a desktop, four
 * times that on a phone), work the log-in page would do only to show nothing of antd.
 */
import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The ES module: 'antd/locale/zh_CN' is CommonJS and, imported from this "type": "module" package, its
// default import is the whole exports object, which leaves antd in English.
import zhCN from 'antd/es/locale/zh_CN';
import { FIRST_ERROR_SCROLL } from '@/platform/form';
import { useSettings } from './settings/store';
import { appTheme } from './settings/theme';

export function AntdScope({ children }: { children: ReactNode }) {
  const { primaryColor } = useSettings();
  const theme = useMemo(() => appTheme(primaryColor), [primaryColor]);
  return <ConfigProvider locale={zhCN} theme={theme} form={{ scrollToFirstError: FIRST_ERROR_SCROLL }}>{children}</ConfigProvider>;
}
