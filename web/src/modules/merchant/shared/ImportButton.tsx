/**
 * Excel import (导入): choose an .xlsx (read as base64 in the browser), choose 全部导入（有错误则不导入）or
 * 仅导入正确的行, send it, and show the report: the outcome line and every error as row, column, message.
 * The template (导入模板) is downloaded from the same dialog. Shown only with canUpload.
 */
import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Radio, Space, Table, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import type { ImportModeCode, ImportReport } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { Auth } from '@/platform/permission';
import { post } from '@/platform/request';
import { checkImportFile, downloadFile, readAsDataUrl } from './files';
import { errorRows, IMPORT_MODE_OPTIONS, importOutcome } from './import-model';

export interface ImportButtonProps {
  /** Page permission key holding canUpload. */
  perm: string;
  title: string;
  importUrl: string;
  templateUrl: string;
  templateName: string;
  /** Called after rows were imported (reload the list). */
  onImported?: () => void;
  hint?: string;
}

export function ImportButton(props: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Auth perm={props.perm} action="canUpload">
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>导入</Button>
      {open && <ImportDialog {...props} onClose={() => setOpen(false)} />}
    </Auth>
  );
}

function ImportDialog({ title, importUrl, templateUrl, templateName, onImported, hint, onClose }: ImportButtonProps & { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportModeCode>('all');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  const template = async () => {
    try { await downloadFile(templateUrl, { format: 'xlsx' }, templateName); } catch (e) { showError(e, '下载模板失败'); }
  };
  const run = async () => {
    if (!file) { void message.warning('请选择要导入的Excel文件'); return; }
    setBusy(true);
    try {
      const r = await post<ImportReport>(importUrl, { file: await readAsDataUrl(file), mode });
      if (!r) return;
      setReport(r);
      if (r.imported > 0) onImported?.();
    } catch (e) {
      showError(e, '导入失败');
    } finally {
      setBusy(false);
    }
  };
  const outcome = report ? importOutcome(report) : null;

  return (
    <Modal open title={title} width={760} onCancel={onClose} maskClosable={false} destroyOnHidden
      footer={[
        <Button key="template" icon={<DownloadOutlined />} onClick={() => void template()}>下载导入模板</Button>,
        <Button key="close" onClick={onClose}>{report ? '关闭' : '取消'}</Button>,
        // Once rows of this file went in, sending it again would only report them as duplicates.
        <Button key="run" type="primary" loading={busy} disabled={!file || (report?.imported ?? 0) > 0} onClick={() => void run()}>开始导入</Button>,
      ]}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        <Upload.Dragger accept=".xlsx" maxCount={1} multiple={false}
          fileList={file ? [{ uid: 'import', name: file.name, status: 'done', size: file.size }] : []}
          beforeUpload={(f) => {
            const err = checkImportFile(f);
            if (err) { void message.error(err); return Upload.LIST_IGNORE; }
            setFile(f);
            setReport(null);
            return false;
          }}
          onRemove={() => { setFile(null); setReport(null); }}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p className="ant-upload-text">点击或拖拽Excel文件（.xlsx）到此处</p>
          <p className="ant-upload-hint">请使用导入模板填写，第一行为列名</p>
        </Upload.Dragger>
        <div>
          <Typography.Text strong style={{ marginRight: 12 }}>导入方式</Typography.Text>
          <Radio.Group value={mode} onChange={(e) => { setMode(e.target.value as ImportModeCode); setReport(null); }} options={IMPORT_MODE_OPTIONS} />
        </div>
        {report && outcome && (
          <>
            <Alert type={outcome.tone} showIcon message={outcome.text} data-testid="import-outcome" />
            {report.errors.length > 0 && (
              <Table size="small" rowKey="key" dataSource={errorRows(report)} pagination={{ pageSize: 8, showSizeChanger: false }}
                columns={[
                  { title: '行号', dataIndex: 'row', width: 70 },
                  { title: '列', dataIndex: 'column', width: 140 },
                  { title: '错误信息', dataIndex: 'message' },
                ]} />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
