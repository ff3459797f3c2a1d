/** Account calls of the public pages (docs/api.md "Account and session"). */
import type { LoginReq, LoginRes } from '@ta/contract';
import { post } from '@/platform/request';

export interface RegisterReq { login_name: string; user_name: string; password: string; phone?: string; email?: string }
export interface RecoverReq { login_name: string; code: string; password: string }

export const login = (req: LoginReq) => post<LoginRes>('/api/account/login', req, { silent: true });
export const register = (req: RegisterReq) => post<{ id: number }>('/api/account/register', req, { silent: true });
export const recover = (req: RecoverReq) => post<null>('/api/account/recover', req, { silent: true });
