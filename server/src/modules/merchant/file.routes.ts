/**
 * Attachments (agreement files): POST /api/v1/file/upload takes base64 JSON and stores the file under
 * DATA_DIR/uploads/<random id>/<name>; GET /uploads/<id>/<name> serves it. The 122-bit random id is the
 * capability (a link opened in a new tab carries no secretKey header), like a pre-signed storage URL.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILE_UPLOAD_EXTENSIONS, FILE_UPLOAD_LIMIT_BYTES, fileUploadReq } from '@ta/contract';
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
  defineRoute(app, { path: '/api/v1/file/upload', access: 'session', body: fileUploadReq, tag: '附件', summary: '上传附件（base64），答复 { name, url, size }' }, async (i) => {
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
    return { name, url: `/uploads/${id}/${encodeURIComponent(name)}`, size: buf.length };
  });

  app.get<{ Params: { id: string; name: string } }>('/uploads/:id/:name', async (req, reply) => {
    const { id, name } = req.params;
    const file = join(uploadDir(), id, safeName(name));
    if (!UUID.test(id) || !existsSync(file)) return reply.status(404).send({ code: 404, msg: '文件不存在', data: null });
    return reply
      .header('content-type', MIME[extOf(name)] ?? 'application/octet-stream')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .send(createReadStream(file));
  });
}
