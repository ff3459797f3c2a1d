/** The live-channel address: ServiceConfig.json `wsUrl`, else `/ws` on this host (ws/wss by protocol). */
export function resolveWsUrl(wsUrl: string | undefined, loc: { protocol: string; host: string }): string | null {
  const secure = loc.protocol === 'https:';
  const configured = (wsUrl ?? '').trim();
  if (/^wss?:\/\//i.test(configured)) return configured;
  if (/^https?:\/\//i.test(configured)) return configured.replace(/^http/i, 'ws');
  if (!loc.host || !/^https?:$/.test(loc.protocol)) return null;
  const path = configured ? (configured.startsWith('/') ? configured : `/${configured}`) : '/ws';
  return `${secure ? 'wss:' : 'ws:'}//${loc.host}${path}`;
}
