/**
 * The main-thread side of PGlite in a worker_thread (pglite-worker.mjs; issue 16): the part of PGlite's interface
 * that drizzle's PGlite driver, the migrator, the notifier and the tests use — query, exec, transaction, listen,
 * dumpDataDir, close — each a message to the worker. Queries are not held back here: they queue in the worker, so the
 * next one starts the moment PGlite is free, while this thread builds and answers requests.
 *
 * Transactions keep PGlite's semantics: transaction(fn) holds the one connection from BEGIN to COMMIT/ROLLBACK and
 * every query from outside it waits meanwhile (PGlite's own transaction() in the worker); fn's queries go with the
 * transaction's id. Results and errors cross by structured clone: a database error keeps its message and fields
 * (code, constraint, detail…), so pgCode() and the 23505 checks see what they saw before.
 */
import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown> | unknown[];
interface Results { rows: Row[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number }
interface QueryOptions { rowMode?: 'array' | 'object'; parsers?: Record<number, (v: string, t: number) => unknown> }

export interface PgliteWorkerOptions { dataDir?: string; startParams: string[]; loadDataDir?: Blob | File }

interface Pending { resolve(v: unknown): void; reject(e: unknown): void; stack: Error }

/** A query runner bound to one transaction (or to none). */
abstract class Runner {
  constructor(private readonly tx?: number) {}
  protected abstract send(msg: Record<string, unknown>): Promise<unknown>;
  /** PGlite's parsers are functions and cannot cross; drizzle's only keep the text, so their type ids are sent. */
  query<T = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }> {
    const opts = options ? { rowMode: options.rowMode, textOids: options.parsers ? Object.keys(options.parsers).map(Number) : undefined } : undefined;
    return this.send({ op: 'query', sql, params, opts, tx: this.tx }) as Promise<Results & { rows: T[] }>;
  }
  exec(sql: string): Promise<Results[]> { return this.send({ op: 'exec', sql, tx: this.tx }) as Promise<Results[]>; }
}

class TxRunner extends Runner {
  constructor(private readonly host: PgliteWorkerClient, tx: number) { super(tx); }
  protected send(msg: Record<string, unknown>) { return this.host.call(msg); }
}

export class PgliteWorkerClient extends Runner {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, ((payload: string) => void)[]>();
  private next = 1;
  private closed = false;

  private constructor(worker: Worker) {
    super();
    this.worker = worker;
    worker.unref(); // kept referenced only while a call is out (call/settle), as PGlite in this thread kept nothing open
    worker.on('message', (m: { id?: number; ok?: boolean; result?: unknown; error?: Record<string, unknown>; notify?: string; payload?: string }) => {
      if (m.notify !== undefined) { for (const fn of this.listeners.get(m.notify) ?? []) fn(m.payload ?? ''); return; }
      const p = m.id === undefined ? undefined : this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id!);
      if (!this.pending.size) this.worker.unref();
      if (m.ok) p.resolve(m.result);
      else p.reject(Object.assign(new Error(String(m.error?.message)), m.error, { stack: `${m.error?.name ?? 'Error'}: ${m.error?.message}${p.stack.stack?.replace(/^[^\n]*/, '') ?? ''}` }));
    });
    const gone = (e: unknown) => {
      this.closed = true;
      for (const p of this.pending.values()) p.reject(e instanceof Error ? e : new Error('PGlite worker exited'));
      this.pending.clear();
    };
    worker.on('error', gone);
    worker.on('exit', () => gone(new Error('PGlite worker exited')));
  }

  static async create(o: PgliteWorkerOptions): Promise<PgliteWorkerClient> {
    const loadDataDir = o.loadDataDir ? await o.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: o.dataDir, startParams: o.startParams, loadDataDir, trace: process.env.PGLITE_TRACE || undefined, prepare: process.env.PGLITE_PREPARE !== '0' },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((res, rej) => {
      const first = (m: { ready?: boolean; error?: { message?: string } }) => {
        if (m.ready === undefined) return;
        worker.off('message', first);
        if (m.ready) res(); else rej(Object.assign(new Error(m.error?.message ?? 'PGlite worker failed'), m.error));
      };
      worker.on('message', first);
      worker.once('error', rej);
    });
    return new PgliteWorkerClient(worker);
  }

  protected send(msg: Record<string, unknown>) { return this.call(msg); }

  /** @internal */
  call(msg: Record<string, unknown>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      if (!this.pending.size) this.worker.ref();
      this.pending.set(id, { resolve, reject, stack: new Error() });
      this.worker.postMessage({ ...msg, id });
    });
  }

  async transaction<T>(fn: (tx: Runner) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'txBegin' })) as number;
    let result: T;
    try {
      result = await fn(new TxRunner(this, tx));
    } catch (e) {
      await this.call({ op: 'txEnd', tx, commit: false });
      throw e;
    }
    await this.call({ op: 'txEnd', tx, commit: true });
    return result;
  }

  async listen(channel: string, fn: (payload: string) => void): Promise<() => void> {
    const first = !this.listeners.has(channel);
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), fn]);
    if (first) await this.call({ op: 'listen', channel });
    return () => { this.listeners.set(channel, (this.listeners.get(channel) ?? []).filter((f) => f !== fn)); };
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump', compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try { await this.call({ op: 'close' }); } finally { this.closed = true; await this.worker.terminate(); }
  }
}
