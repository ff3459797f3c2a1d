/**
 * The browser's file cookie (docs/decisions.md "Web session: header token plus an HttpOnly file cookie").
 * API calls authenticate with the `secretKey` header only (SPEC; no cookie, so no cross-site request forgery on
 * writes). Log-in also sets the same session token as an HttpOnly, SameSite=Strict cookie, which only the GET
 * routes a browser opens without headers read: uploaded files (<img src>, a link in a new tab) and /docs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFE_MS } from '@ta/contract';
import { headerOf } from './route';
import { resolveSession, type SessionUser } from './session';
import type { DB } from '../db/client';

export const SESSION_COOKIE = 'ta_session';

function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const part of (headerOf(req, 'cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

const attrs = (req: FastifyRequest) => `Path=/; HttpOnly; SameSite=Strict${req.protocol === 'https' ? '; Secure' : ''}`;

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; Max-Age=${Math.floor(SESSION_LIFE_MS / 1000)}; ${attrs(req)}`);
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${attrs(req)}`);
}

/** The session of a browser GET (header first, then the cookie); null when there is none or it has ended. */
export async function browserSession(db: DB, req: FastifyRequest): Promise<SessionUser | null> {
  const token = headerOf(req, 'secretkey') ?? cookieOf(req, SESSION_COOKIE);
  if (!token) return null;
  return resolveSession(db, token).catch(() => null);
}
