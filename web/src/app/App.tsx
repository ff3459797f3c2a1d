/** Root providers: antd in Chinese with the chosen primary colour, and the router. */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ConfigProvider } from 'antd';
import { FIRST_ERROR_SCROLL } from '@/platform/form';
// The ES module: 'antd/locale/zh_CN' is CommonJS and, imported from this "type": "module" package, its
// default import is the whole exports object, which leaves antd in English.
import zhCN from 'antd/es/locale/zh_CN';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { useSettings } from './settings/store';
import { appTheme } from './settings/theme';
import { applyPrimaryVars } from './settings/css-vars';
import './a11y.css';

/** Weak-colour mode: the whole page inverted at 80 %, as in ant-design-pro. */
function useColorWeak(on: boolean): void {
  useEffect(() => {
    document.documentElement.style.filter = on ? 'invert(80%)' : '';
  }, [on]);
}

export function App() {
  const settings = useSettings();
  const [router] = useState(createAppRouter);
  useColorWeak(settings.colorWeak);
  const theme = useMemo(() => appTheme(settings.primaryColor), [settings.primaryColor]);
  // The same colour for what is drawn without antd (the log-in form), before the first paint.
  useLayoutEffect(() => applyPrimaryVars(settings.primaryColor), [settings.primaryColor]);
  return (
    <ConfigProvider locale={zhCN} theme={theme} form={{ scrollToFirstError: FIRST_ERROR_SCROLL }}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
