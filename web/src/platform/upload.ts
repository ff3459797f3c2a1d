/** The one way the web stores a file: read as base64 and sent to /api/v1/file/upload, answering { name, url }. */
import type { FileRef } from '@ta/contract';
import { showError } from './feedback';
import { post } from './request';

export const FILE_UPLOAD_URL = '/api/v1/file/upload';

/** Reads a file as a data: URL (the server accepts base64 with or without the prefix). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('读取文件失败'));
    r.readAsDataURL(file);
  });
}

/** Uploads one file and answers its reference (name, url), or nothing when the upload failed (already said). */
export async function uploadFileRef(file: File): Promise<FileRef | undefined> {
  try {
    const saved = await post<FileRef>(FILE_UPLOAD_URL, { name: file.name, content: await readAsDataUrl(file) });
    return saved ? { name: saved.name, url: saved.url } : undefined;
  } catch (e) {
    showError(e, '上传失败');
    return undefined;
  }
}
