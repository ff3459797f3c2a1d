import { describe, expect, it } from 'vitest';
import { checkAttachment, checkImportFile, extensionOf, fileNameOfDisposition } from './files';

describe('file name of content-disposition', () => {
  it('prefers the UTF-8 filename*', () => {
    const h = `attachment; filename="download.xlsx"; filename*=UTF-8''${encodeURIComponent('供应商导入模板.xlsx')}`;
    expect(fileNameOfDisposition(h, 'x.xlsx')).toBe('供应商导入模板.xlsx');
  });
  it('falls back to filename, then to the given name', () => {
    expect(fileNameOfDisposition('attachment; filename="a.csv"', 'x')).toBe('a.csv');
    expect(fileNameOfDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('checks before sending a file', () => {
  it('imports take .xlsx only, not empty, within the limit', () => {
    expect(extensionOf('客户.XLSX')).toBe('xlsx');
    expect(checkImportFile({ name: '客户.xlsx', size: 1000 })).toBeNull();
    expect(checkImportFile({ name: '客户.xls', size: 1000 })).toMatch(/xlsx/);
    expect(checkImportFile({ name: '客户.xlsx', size: 0 })).toBe('文件内容为空');
    expect(checkImportFile({ name: '客户.xlsx', size: 40 * 1024 * 1024 })).toMatch(/22M/);
  });
  it('attachments take the allowed types up to 10 MB', () => {
    expect(checkAttachment({ name: '协议.pdf', size: 10 })).toBeNull();
    expect(checkAttachment({ name: '协议.exe', size: 10 })).toMatch(/不支持的文件类型/);
    expect(checkAttachment({ name: '协议.pdf', size: 11 * 1024 * 1024 })).toBe('上传的文件不能大于10M');
  });
});
