/**
 * Attachments (agreement files): POST /api/v1/file/upload takes base64 JSON and stores the file under
 * DATA_DIR/uploads/<random id>/<name> (the uploader's id beside it in <random id>.owner); GET /uploads/<id>/<name>
 * serves it only to a session (secretKey header, or the browser's HttpOnly file cookie) of its uploader or of a
 * user who may see an agreement that lists it (the agreement's key and its supplier's or customer's boundary).
 * Anything else answers 404, so the answer does not reveal whether the file exists.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { allows, Code, FILE_UPLOAD_EXTENSIONS, FILE_UPLOAD_LIMIT_BYTES, fileUploadReq, Msg, RESOURCES as R, uploadAnswer } from '@ta/contract';
import type { DB } from '../../db/client';
import { boundaryDeptIds, rows, type SessionUser } from '../../platform/session';
import { mayOpenFile, registerFileAccess } from '../../platform/files';
import { browserSession } from '../../platform/web-session';
import { inBoundary } from './merchant.common';
import { badInput } from '../../platform/errors';
import { defineRoute } from '../../platform/route';

const ROOT = resolve(import.meta.dirname, '../../../..');
export const uploadDir = () => resolve(ROOT, process.env.DATA_DIR ?? 'data', 'uploads');

const MIME: Record<string, string> = {
  pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', txt: 'text/plain; charset=utf-8',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip', rar: 'application/vnd.rar',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const extOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');
/** A file name safe to store: no directories, no control characters. */
const safeName = (name: string) => basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f<>:"|?*]/g, '_').slice(-120);

export function fileRoutes(app: FastifyInstance): void {
  registerFileAccess('merchant agreements', agreementFileAccess);
  defineRoute(app, { path: '/api/v1/file/upload', out: uploadAnswer, access: 'session', body: fileUploadReq, bodyLimit: Math.ceil((FILE_UPLOAD_LIMIT_BYTES * 4) / 3) + 64 * 1024, tag: '附件', summary: '上传附件（base64），答复 { name, url, size }' }, async (i, ctx) => {
    const name = safeName(i.name);
    const ext = extOf(name);
    if (!(FILE_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
      const msg = `不支持的文件类型，仅支持：${FILE_UPLOAD_EXTENSIONS.join('、')}`;
      throw badInput(msg, [{ field: 'name', message: msg }]);
    }
    const body = i.content.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw badInput('文件内容不是有效的base64', [{ field: 'content', message: '文件内容不是有效的base64' }]);
    const buf = Buffer.from(body, 'base64');
    if (!buf.length) throw badInput('文件内容为空', [{ field: 'content', message: '文件内容为空' }]);
    if (buf.length > FILE_UPLOAD_LIMIT_BYTES) throw badInput('上传的文件不能大于10M', [{ field: 'content', message: '上传的文件不能大于10M' }]);
    const id = randomUUID();
    const dir = join(uploadDir(), id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), buf);
    writeFileSync(join(uploadDir(), `${id}.owner`), String(ctx.user.uid));
    return { name, url: `/uploads/${id}/${encodeURIComponent(name)}`, size: buf.length };
  });

  app.get<{ Params: { id: string; name: string } }>('/uploads/:id/:name', async (req, reply) => {
    const { id, name } = req.params;
    const file = join(uploadDir(), id, safeName(name));
    const user = await browserSession(app.services.db, req);
    if (!user) return reply.status(401).send({ code: Code.SESSION_EXPIRED, msg: Msg.sessionExpired, data: null });
    if (!UUID.test(id) || !existsSync(file) || !(await maySee(app.services.db, user, id))) return reply.status(404).send({ code: 404, msg: '文件不存在', data: null });
    return reply
      .header('content-type', MIME[extOf(name)] ?? 'application/octet-stream')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(createReadStream(file));
  });
}

/** The uploader, or a user whom a registered check lets see a record listing the file (platform/files.ts). */
async function maySee(db: DB, user: SessionUser, id: string): Promise<boolean> {
  const owner = join(uploadDir(), `${id}.owner`);
  if (existsSync(owner) && Number(readFileSync(owner, 'utf8')) === user.uid) return true;
  return mayOpenFile(db, user, `/uploads/${id}/%`);
}

/** Agreement files: to a user holding the agreement's view key whose boundary holds its supplier or customer. */
async function agreementFileAccess(db: DB, user: SessionUser, urlLike: string): Promise<boolean> {
  const listed = sql`exists (select 1 from jsonb_array_elements(g.files) f where f->>'url' like ${urlLike})`;
  const res = await db.execute(sql`
    select ${R.supplierAgreement.permissionKey} as key, s.created_by, s.dept_id from supplier_agreements g join suppliers s on s.id = g.supplier_id where ${listed}
    union all
    select case c.kind when 'unit' then ${R.unitAgreement.permissionKey} else ${R.peerAgreement.permissionKey} end, c.created_by, c.dept_id
    from customer_agreements g join customers c on c.id = g.customer_id where ${listed}`);
  const owners = rows<{ key: string; created_by: number | null; dept_id: number | null }>(res).filter((r) => allows(user.grants, { key: r.key, action: 'view' }));
  if (!owners.length) return false;
  const b = { deptIds: await boundaryDeptIds(db, user.relation), uid: user.uid };
  return owners.some((r) => inBoundary(r, b));
}
