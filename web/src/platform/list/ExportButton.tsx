/** The batch export dropdown (CSV, Excel) of the current query. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, message } from 'antd';
import { useState } from 'react';
import { showError } from '../feedback';
import type { ListColumn } from './columns';
import { download, exportBlob, fileNameOf, sheetOf, type ExportFormat } from './export';

export interface ExportButtonProps<T> {
  name: string;
  columns: ListColumn<T>[];
  fetchAll: () => Promise<T[]>;
}

export function ExportButton<T>({ name, columns, fetchAll }: ExportButtonProps<T>) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    const hide = message.loading('正在导出…', 0);
    try {
      const rows = await fetchAll();
      download(exportBlob(sheetOf(columns, rows), format, name), fileNameOf(name, format));
      void message.success(`已导出 ${rows.length} 条`);
    } catch (e) {
      showError(e, '导出失败');
    } finally {
      hide();
      setBusy(false);
    }
  };
  return (
    <Dropdown menu={{ items: [{ key: 'csv', label: '导出 CSV' }, { key: 'excel', label: '导出 Excel' }], onClick: ({ key }) => void run(key as ExportFormat) }}>
      <Button icon={<DownloadOutlined />} loading={busy}>批量导出</Button>
    </Dropdown>
  );
}
