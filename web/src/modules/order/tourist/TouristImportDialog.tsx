/**
 * 导入名单: an Excel name list for one order (template download, upload, per-row report). Importing an
 * amended list again updates the tourists it matches and reports the names added, changed and removed.
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Radio, Space, Table, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import type { ImportModeCode, touristImportReport } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { showError } from '@/platform/feedback';
import { post } from '@/platform/request';
import { checkImportFile, downloadFile, readAsDataUrl } from '../../merchant/shared/files';
import { IMPORT_MODE_OPTIONS } from '../../merchant/shared/import-model';
import { ORDER_URLS, type OrderDetail } from '../api';

export type TouristImportReport = Answer<typeof touristImportReport>;

/** One line of the outcome: "新增2人（张三、李四），更新1人（王五），移除0人，未变1人；失败1行". */
export function importSummary(r: TouristImportReport): string {
  const names = (l: string[]) => (l.length ? `（${l.join('、')}）` : '');
  return `新增${r.added.length}人${names(r.added)}，更新${r.changed.length}人${names(r.changed)}，移除${r.removed.length}人${names(r.removed)}，未变${r.unchanged}人${r.failed ? `；失败${r.failed}行` : ''}${r.removal_skipped ? '；有行未导入，本次未移除任何游客' : ''}`;
}

export function TouristImportDialog({ order, onClose, onImported }: { order: OrderDetail; onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportModeCode>('all');
  const [removeMissing, setRemoveMissing] = useState(true);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<TouristImportReport | null>(null);

  const run = async () => {
    if (!file) { void message.warning('请选择要导入的Excel文件'); return; }
    setBusy(true);
    try {
      const r = await post<TouristImportReport>(ORDER_URLS.clientImport, { order_id: order.id, version: order.version, file: await readAsDataUrl(file), mode, remove_missing: removeMissing });
      if (!r) return;
      setReport(r);
      if (r.imported > 0 || r.removed.length > 0) onImported();
    } catch (e) { showError(e, '导入失败'); } finally { setBusy(false); }
  };
  const template = async () => {
    try { await downloadFile(ORDER_URLS.clientTemplate, { order_id: order.id }, '游客名单导入模板.xlsx'); } catch (e) { showError(e, '下载模板失败'); }
  };

  return (
    <Modal open title={`导入游客名单：${order.code}`} width={760} onCancel={onClose} maskClosable={false} destroyOnHidden
      footer={[
        <Button key="t" icon={<DownloadOutlined />} onClick={() => void template()}>下载导入模板</Button>,
        <Button key="c" onClick={onClose}>{report ? '关闭' : '取消'}</Button>,
        <Button key="r" type="primary" loading={busy} disabled={!file || Boolean(report)} onClick={() => void run()}>开始导入</Button>,
      ]}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">按证件号码（无证件号时按姓名+出生日期）匹配已有游客：匹配到的更新，不会重复添加。</Typography.Text>
        <Upload.Dragger accept=".xlsx,.xls" maxCount={1} fileList={file ? [{ uid: 'f', name: file.name, status: 'done', size: file.size }] : []}
          beforeUpload={(f) => { const err = checkImportFile(f); if (err) { void message.error(err); return Upload.LIST_IGNORE; } setFile(f); setReport(null); return false; }}
          onRemove={() => { setFile(null); setReport(null); }}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">点击或拖拽游客名单（.xlsx 或 .xls）到此处</p>
        </Upload.Dragger>
        <Space wrap>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as ImportModeCode)} options={IMPORT_MODE_OPTIONS} />
          <Checkbox checked={removeMissing} onChange={(e) => setRemoveMissing(e.target.checked)}>名单中没有的游客从订单移除</Checkbox>
        </Space>
        {report && (
          <>
            <Alert type={report.failed ? (report.imported ? 'warning' : 'error') : 'success'} showIcon message={importSummary(report)} data-testid="tourist-import-outcome" />
            {report.errors.length > 0 && (
              <Table size="small" rowKey={(e) => `${e.row}-${e.field}`} dataSource={report.errors} pagination={{ pageSize: 8, showSizeChanger: false }}
                columns={[{ title: '行号', dataIndex: 'row', width: 70 }, { title: '列', dataIndex: 'column', width: 140 }, { title: '错误信息', dataIndex: 'message' }]} />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
