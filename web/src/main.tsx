/**
 * The entry: only the global styles and a loader. The app (app/boot.tsx and everything it imports: React, antd,
 * the router) is a separate chunk. When the server sent the page's static markup (the log-in layout, see
 * server/src/platform/edge.ts), the app is requested only after that markup has been painted, so the first paint
 * waits for nothing but the HTML and its stylesheets (docs/decisions.md "Lighthouse"); otherwise at once.
 */
import '@/app/global.css';
import '@/app/a11y.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

/** Resolves after the next frame has been painted (requestAnimationFrame runs before it, the timeout after). */
const afterPaint = () => new Promise<void>((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); });

void (root.firstElementChild ? afterPaint() : Promise.resolve())
  .then(() => import('@/app/boot'))
  .then((m) => m.start(root));
