import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cmd } from '@ta/contract';
import { LiveClient, type LiveStatus, type SocketLike } from './client';

class FakeSocket implements SocketLike {
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(d: string) { this.sent.push(JSON.parse(d) as Record<string, unknown>); }
  close() { this.closed = true; }
  push(m: object) { this.onmessage?.({ data: JSON.stringify(m) }); }
  cmds() { return this.sent.map((m) => m.cmd); }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const statuses: LiveStatus[] = [];
  const c = new LiveClient({ url: 'ws://h/ws', secretKey: () => 'KEY', createSocket: () => { const s = new FakeSocket(); sockets.push(s); return s; } });
  c.onStatus((s) => statuses.push(s));
  c.connect();
  const s = sockets[0];
  s.onopen?.({});
  s.push({ cmd: Cmd.AUTH_OK, client_info: { client_id: 'c-1' } });
  return { c, sockets, statuses, s };
}

describe('live channel heartbeat (SPEC sections 4 and 7)', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('authenticates on open and keeps the client id on 11', () => {
    const { c, s, statuses } = setup();
    expect(s.sent[0]).toEqual({ cmd: 1, client_info: { secret_key: 'KEY' } });
    expect(c.clientId).toBe('c-1');
    expect(statuses).toEqual(['connecting', 'open', 'online']);
  });

  it('pings every 3 s; a pong within 5 s keeps the connection', () => {
    const { s, sockets } = setup();
    vi.advanceTimersByTime(2999);
    expect(s.cmds()).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(s.cmds()).toEqual([1, 2]);
    expect(s.sent[1]).toEqual({ cmd: 2, client_info: { client_id: 'c-1', secret_key: 'KEY' } });
    s.push({ cmd: Cmd.PONG });
    vi.advanceTimersByTime(3000);
    s.push({ cmd: Cmd.PONG });
    vi.advanceTimersByTime(3000);
    s.push({ cmd: Cmd.PONG });
    expect(s.cmds()).toEqual([1, 2, 2, 2]);
    expect(s.closed).toBe(false);
    expect(sockets).toHaveLength(1);
  });

  it('no pong within 5 s of a ping: close, then reconnect after 4 s', () => {
    const { s, sockets, statuses } = setup();
    vi.advanceTimersByTime(3000); // ping at 3 s, pong due by 8 s
    vi.advanceTimersByTime(4999);
    expect(s.closed).toBe(false);
    vi.advanceTimersByTime(1);   // 8 s
    expect(s.closed).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(3999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].onopen?.({});
    expect(sockets[1].sent[0]).toEqual({ cmd: 1, client_info: { secret_key: 'KEY' } });
  });

  it('a close from the server reconnects after 4 s', () => {
    const { s, sockets } = setup();
    s.onclose?.({});
    vi.advanceTimersByTime(4000);
    expect(sockets).toHaveLength(2);
  });

  it('no reconnect after a deliberate close()', () => {
    const { c, s, sockets, statuses } = setup();
    c.close();
    expect(s.closed).toBe(true);
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(60000);
    expect(sockets).toHaveLength(1);
    expect(s.cmds()).toEqual([1]);
  });

  it('passes every message to listeners', () => {
    const { c, s } = setup();
    const got: number[] = [];
    c.onMessage((m) => got.push(m.cmd));
    s.push({ cmd: 1001, data: { agencyData: { number: 3 } } });
    s.onmessage?.({ data: 'not json' });
    expect(got).toEqual([1001]);
  });
});
