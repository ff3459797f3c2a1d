/** The app's root: the router, the weak-colour mode and the primary colour's CSS variables (antd's provider: AntdScope). */
import { useEffect, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { useSettings } from './settings/store';
import { applyPrimaryVars } from './settings/css-vars';
import './a11y.css';

/** Weak-colour mode: the whole page inverted at 80 %, as in ant-design-pro. */
function useColorWeak(on: boolean): void {
  useEffect(() => {
    document.documentElement.style.filter = on ? 'invert(80%)' : '';
  }, [on]);
}

/** `router`: one made beforehand (the app's start makes it in a task of its own, app/boot.tsx); else made here. */
export function App({ router: made }: { router?: ReturnType<typeof createAppRouter> }) {
  const settings = useSettings();
  const [router] = useState(() => made ?? createAppRouter());
  useColorWeak(settings.colorWeak);
  // The same colour for what is drawn without antd (the log-in form), before the first paint.
  useLayoutEffect(() => applyPrimaryVars(settings.primaryColor), [settings.primaryColor]);
  return <RouterProvider router={router} />;
}
