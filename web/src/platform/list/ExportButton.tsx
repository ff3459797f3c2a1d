/**
 * The batch export dropdown (CSV, Excel) of the current query: the server writes the file (export.ts); while it
 * arrives the toolbar shows the bytes received so far and a cancel button.
 */
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Dropdown, message, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { showError } from '../feedback';
import { bytesText, runExport, type ExportFormat, type ExportRequest } from './export';

export interface ExportButtonProps {
  /** The request of the moment (url, file name, columns and query of the list). */
  request: () => Omit<ExportRequest, 'format'>;
}

export function ExportButton({ request }: ExportButtonProps) {
  const [bytes, setBytes] = useState<number | null>(null);
  const ctrl = useRef<AbortController | null>(null);
  useEffect(() => () => ctrl.current?.abort(), []);
  const run = async (format: ExportFormat) => {
    const c = new AbortController();
    ctrl.current = c;
    setBytes(0);
    let last = 0;
    try {
      const done = await runExport({ ...request(), format }, {
        signal: c.signal,
        // At most a few updates a second: a large export arrives in many small pieces.
        onProgress: (n) => { const now = Date.now(); if (now - last > 200) { last = now; setBytes(n); } },
      });
      if (done) void message.success('导出完成');
      else if (c.signal.aborted) void message.info('已取消导出');
    } catch (e) {
      showError(e, '导出失败');
    } finally {
      if (ctrl.current === c) ctrl.current = null;
      setBytes(null);
    }
  };
  if (bytes !== null) {
    return (
      <Space className="ta-export-progress" data-bytes={bytes}>
        <LoadingOutlined />
        <span role="status">{`正在导出… 已接收 ${bytesText(bytes)}`}</span>
        <Button size="small" onClick={() => ctrl.current?.abort()}>取消导出</Button>
      </Space>
    );
  }
  return (
    <Dropdown menu={{ items: [{ key: 'csv', label: '导出 CSV' }, { key: 'excel', label: '导出 Excel' }], onClick: ({ key }) => void run(key as ExportFormat) }}>
      <Button icon={<DownloadOutlined />}>批量导出</Button>
    </Dropdown>
  );
}
