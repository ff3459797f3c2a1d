import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { registerCleanup } from '@/app/auth';
import { startPageCacheClock } from '@/app/page-cache';
import { loadServiceConfig } from '@/app/service-config';
import { initSettings } from '@/app/settings/store';
import '@/app/global.css';

async function start(): Promise<void> {
  // A stale page-cache clock drops the token and reloads: render nothing meanwhile.
  const clock = startPageCacheClock();
  if (!clock.alive) return;
  registerCleanup(clock.stop);
  const cfg = await loadServiceConfig();
  initSettings(cfg.settings);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  createRoot(root).render(<StrictMode><App /></StrictMode>);
}

void start();
