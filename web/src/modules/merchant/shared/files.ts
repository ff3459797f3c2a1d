/**
 * Files of the merchant pages: downloads answered as a file (template, export) with the envelope read
 * when the server answers JSON instead, reading a chosen file as base64 (import, attachments), and the
 * checks made before sending one.
 */
import { FILE_UPLOAD_EXTENSIONS, FILE_UPLOAD_LIMIT_BYTES, Msg, REQUEST_TIMEOUT_MS } from '@ta/contract';
import { ApiError, NETWORK_ERROR_CODE } from '@/platform/http/api-error';
import { classify } from '@/platform/http/catalogue';
import { effects } from '@/platform/http/effects';
import { download, fileNameOfDisposition } from '@/platform/list/export';
import { getToken } from '@/platform/session';

// The file name of a download comes from the list export's parser (one home for `content-disposition`).
export { fileNameOfDisposition };

/**
 * POSTs `body` to a route that answers a file and saves it. A JSON answer is the envelope of an error:
 * 102 / 110 follow the error catalogue like every other call; other codes reject with an ApiError.
 */
export async function downloadFile(url: string, body: unknown, fallbackName: string): Promise<boolean> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers.secretKey = token;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), REQUEST_TIMEOUT_MS * 4);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal: ctrl.signal });
  } catch {
    clearTimeout(timer);
    effects.showNetworkError(Msg.networkError);
    throw new ApiError(NETWORK_ERROR_CODE, Msg.networkError, null, true);
  }
  try {
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      const outcome = classify(res.status, res.headers.get('error_message'), await res.json().catch(() => null));
      if (outcome.kind === 'redirect') { effects.redirectWithError(outcome.text, outcome.removeToken); return false; }
      if (outcome.kind === 'loginTimeout') { effects.loginTimeout(); return false; }
      if (outcome.kind === 'offline') { effects.offline(outcome.text); return false; }
      if (outcome.kind === 'reject') throw new ApiError(outcome.code, outcome.msg, outcome.data);
      throw new ApiError(NETWORK_ERROR_CODE, outcome.kind === 'network' ? outcome.text : Msg.serverError);
    }
    if (!res.ok) throw new ApiError(res.status, `${Msg.networkError}（HTTP ${res.status}）`);
    download(await res.blob(), fileNameOfDisposition(res.headers.get('content-disposition'), fallbackName));
    return true;
  } finally {
    clearTimeout(timer);
  }
}

export { readAsDataUrl } from '@/platform/upload';

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** Largest import file: the request schema allows 30 MB of base64 text, which is ~22 MB of file. */
export const IMPORT_FILE_LIMIT_BYTES = Math.floor((30 * 1024 * 1024 * 3) / 4) - 1024;

/** An import file must be an .xlsx within the size limit; answers the error text or null. */
export function checkImportFile(file: { name: string; size: number }): string | null {
  if (extensionOf(file.name) !== 'xlsx') return '请上传Excel文件（.xlsx），可先下载导入模板';
  if (file.size === 0) return '文件内容为空';
  if (file.size > IMPORT_FILE_LIMIT_BYTES) return '导入文件不能大于22M，请分批导入';
  return null;
}

/** An attachment: one of the allowed types, at most 10 MB (the server checks both again). */
export function checkAttachment(file: { name: string; size: number }): string | null {
  if (!(FILE_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return `不支持的文件类型，仅支持：${FILE_UPLOAD_EXTENSIONS.join('、')}`;
  if (file.size === 0) return '文件内容为空';
  if (file.size > FILE_UPLOAD_LIMIT_BYTES) return '上传的文件不能大于10M';
  return null;
}
