/** Geometry of the editor's insertions (pure). */
export interface Point { x: number; y: number }

/**
 * Where an inserted shape lands on a connection: on its longest segment, at the middle or `offset`
 * pixels from the segment's start (clamped to its end).
 */
export function dropPoint(waypoints: readonly Point[], offset?: number): Point {
  if (waypoints.length === 0) return { x: 0, y: 0 };
  let best = 0;
  let len = -1;
  for (let i = 0; i + 1 < waypoints.length; i++) {
    const l = Math.hypot(waypoints[i + 1].x - waypoints[i].x, waypoints[i + 1].y - waypoints[i].y);
    if (l > len) { len = l; best = i; }
  }
  const a = waypoints[best];
  const b = waypoints[best + 1] ?? a;
  if (offset === undefined || len <= 0) return { x: Math.round((a.x + b.x) / 2), y: Math.round((a.y + b.y) / 2) };
  const t = Math.min(1, offset / len);
  return { x: Math.round(a.x + (b.x - a.x) * t), y: Math.round(a.y + (b.y - a.y) * t) };
}
