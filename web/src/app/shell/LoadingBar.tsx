/** A thin progress bar at the top of the shell while a page's code loads (shown at once after a menu click). */
import { useSyncExternalStore } from 'react';
import { pageLoads } from '../routing/lazy';
import './loading-bar.css';

export function LoadingBar() {
  const n = useSyncExternalStore(pageLoads.subscribe, pageLoads.count);
  if (n <= 0) return null;
  return <div className="ta-loading-bar" role="progressbar" aria-label="页面加载中" aria-busy="true"><span /></div>;
}
