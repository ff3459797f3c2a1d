/**
 * 导入对账单: choose the pay account and the statement (.xlsx / .xls / .csv) → the server reads it
 * (/import/preview): a recognised bank layout goes straight to the preview; any other layout opens the
 * column-mapping step (header row, the column of each field, the value that marks money in) with the sheet's
 * first rows, and its own preview. The preview shows the lines, the rows in error (nothing is imported while
 * any row is wrong) and the lines imported before (never added twice). 导入 runs /import/add in one
 * transaction and reports what was added and which lines were duplicates.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Descriptions, Form, Input, InputNumber, Modal, Result, Row, Select, Space, Steps, Table, Tag, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { BankField, BankLayout, type BankColumnMapping, type BankFieldKey } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { MoneyText } from '@/platform/inputs';
import { post } from '@/platform/request';
import { readAsDataUrl } from '../../merchant/shared/files';
import { FIN_URLS, type ImportPreview, type ImportResult, type PreviewLine } from '../api';
import { FIELD_KEYS, REQUIRED_FIELDS, guessHeaderRow, guessMapping, headersOfRow, mappingIssues, previewSummary, setColumn, stepAfterPreview, type ImportStep } from '../mapping-model';
import { PayAccountSelect } from '../shared';

const MAX_BYTES = 20 * 1024 * 1024;
const STEPS: ImportStep[] = ['upload', 'mapping', 'preview', 'result'];
const STEP_TITLES = ['选择文件', '列映射', '预览', '导入结果'];

export function checkStatementFile(f: { name: string; size: number }): string | null {
  if (!/\.(xlsx|xls|csv)$/i.test(f.name)) return '只支持 .xlsx、.xls、.csv 格式的对账单';
  if (f.size === 0) return '文件内容为空';
  if (f.size > MAX_BYTES) return '对账单文件不能大于20M';
  return null;
}

interface FileData { name: string; data: string }

export function ImportDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [step, setStep] = useState<ImportStep>('upload');
  const [account, setAccount] = useState<number | null>(null);
  const [file, setFile] = useState<FileData | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [grid, setGrid] = useState<unknown[][]>([]);
  const [mapping, setMapping] = useState<BankColumnMapping | null>(null);
  const [usedMapping, setUsedMapping] = useState(false);
  const [saveMapping, setSaveMapping] = useState(true);
  const [remark, setRemark] = useState('');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const runPreview = async (m: BankColumnMapping | null) => {
    if (!account) { void message.warning('请选择收款账户'); return; }
    if (!file) { void message.warning('请选择对账单文件'); return; }
    setBusy(true);
    try {
      const p = await post<ImportPreview>(FIN_URLS.importPreview, { pay_account_id: account, file_name: file.name, file: file.data, ...(m ? { mapping: m } : {}) });
      setPreview(p);
      setUsedMapping(Boolean(m));
      const next = stepAfterPreview(p, Boolean(m));
      if (next === 'mapping') {
        const rows = p.layout ? grid : p.raw_rows;
        if (!p.layout) setGrid(p.raw_rows);
        const hr = m?.header_row ?? guessHeaderRow(rows);
        setMapping(m ?? p.mapping ?? guessMapping(headersOfRow(rows, hr), hr));
        if (m) void message.warning('按当前列映射没有读到任何到账，请检查表头行和各列');
      } else setMapping(p.mapping);
      setStep(next);
    } catch (e) { showError(e); } finally { setBusy(false); }
  };

  const runImport = async () => {
    if (!preview || !account || !file) return;
    setBusy(true);
    try {
      const r = await post<ImportResult>(FIN_URLS.importAdd, {
        pay_account_id: account, file_name: file.name, file: file.data, ...(usedMapping && mapping ? { mapping, save_mapping: saveMapping } : {}), remark: remark.trim() || null,
      });
      setResult(r);
      setStep('result');
      onDone();
    } catch (e) { showError(e); } finally { setBusy(false); }
  };

  const footer = (() => {
    if (step === 'upload') return [<Button key="c" onClick={onClose}>取消</Button>, <Button key="n" type="primary" loading={busy} onClick={() => void runPreview(null)}>解析预览</Button>];
    if (step === 'mapping') {
      const issues = mapping ? mappingIssues(mapping) : { columns: '请设置列映射' };
      return [<Button key="b" onClick={() => setStep('upload')}>上一步</Button>,
        <Button key="n" type="primary" loading={busy} disabled={Object.keys(issues).length > 0} onClick={() => void runPreview(mapping)}>按映射预览</Button>];
    }
    if (step === 'preview') {
      const blocked = !preview || preview.errors.length > 0 || preview.line_count === 0;
      return [<Button key="b" onClick={() => setStep('upload')}>重新选择</Button>,
        <Button key="m" onClick={() => { if (preview && !grid.length) setGrid([preview.headers]); setStep('mapping'); }}>调整列映射</Button>,
        <Button key="n" type="primary" loading={busy} disabled={blocked} onClick={() => void runImport()}>确认导入</Button>];
    }
    return [<Button key="ok" type="primary" onClick={onClose}>完成</Button>];
  })();

  return (
    <Modal open width={1000} title="导入对账单" onCancel={onClose} footer={footer} maskClosable={false} destroyOnHidden className="ta-bill-import">
      <Steps size="small" current={STEPS.indexOf(step)} style={{ marginBottom: 16 }}
        items={STEP_TITLES.map((title, i) => ({ title, description: i === 1 && STEPS.indexOf(step) > 1 && !usedMapping ? '已自动识别' : undefined }))} />
      {step === 'upload' && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Form layout="vertical">
            <Form.Item label="收款账户" required extra="对账单所属的公司账户；列映射按账户保存">
              <PayAccountSelect value={account} onChange={setAccount} id="bill-import-account" />
            </Form.Item>
            <Form.Item label="对账单文件" required extra={`内置识别：${BankLayout.icbc}、${BankLayout.cmb}；其他格式可设置列映射`}>
              <Upload.Dragger accept=".xlsx,.xls,.csv" maxCount={1} showUploadList={false}
                beforeUpload={(f) => {
                  const bad = checkStatementFile(f);
                  if (bad) { void message.error(bad); return Upload.LIST_IGNORE; }
                  void readAsDataUrl(f).then((data) => { setFile({ name: f.name, data }); setGrid([]); setPreview(null); }).catch(showError);
                  return false;
                }}>
                <p className="ant-upload-drag-icon"><InboxOutlined /></p>
                <p>{file ? `已选择：${file.name}` : '点击或拖入对账单文件（.xlsx / .xls / .csv，不超过20M）'}</p>
              </Upload.Dragger>
            </Form.Item>
          </Form>
        </Space>
      )}
      {step === 'mapping' && mapping && <MappingStep grid={grid} headersFallback={preview?.headers ?? []} mapping={mapping} onChange={setMapping} />}
      {step === 'preview' && preview && (
        <PreviewStep p={preview} custom={usedMapping} saveMapping={saveMapping} onSaveMapping={setSaveMapping} remark={remark} onRemark={setRemark} />
      )}
      {step === 'result' && result && <ResultStep r={result} />}
    </Modal>
  );
}

function MappingStep({ grid, headersFallback, mapping, onChange }: { grid: unknown[][]; headersFallback: string[]; mapping: BankColumnMapping; onChange: (m: BankColumnMapping) => void }) {
  const headers = grid.length > 1 ? headersOfRow(grid, mapping.header_row) : headersFallback;
  const issues = mappingIssues(mapping);
  const options = headers.map((h) => ({ value: h, label: h }));
  const cols = Math.max(0, ...grid.slice(0, 15).map((r) => r.length));
  return (
    <Space direction="vertical" style={{ width: '100%' }} className="ta-mapping-step">
      <Alert type="info" showIcon message="系统未识别该对账单格式：请指定表头所在行，并为每个字段选择对应的列。带 * 的字段必填（贷方金额与交易金额二选一）。" />
      <Space>
        <span>表头行号</span>
        <InputNumber min={1} max={50} precision={0} value={mapping.header_row} disabled={grid.length <= 1}
          onChange={(v) => { const hr = Number(v) || 1; onChange(guessMapping(headersOfRow(grid, hr), hr)); }} aria-label="表头行号" />
        <Typography.Text type="secondary">表头：{headers.join('、') || '（该行为空）'}</Typography.Text>
      </Space>
      <Row gutter={[16, 8]}>
        {FIELD_KEYS.map((f: BankFieldKey) => (
          <Col span={8} key={f}>
            <Form.Item label={`${REQUIRED_FIELDS.includes(f) ? '* ' : ''}${BankField[f]}`} validateStatus={issues[f] ? 'error' : undefined} help={issues[f]} style={{ marginBottom: 4 }}>
              <Select allowClear placeholder="不导入" options={options} value={mapping.columns[f] ?? undefined} data-field={f}
                onChange={(v?: string) => onChange(setColumn(mapping, f, v ?? null))} />
            </Form.Item>
          </Col>
        ))}
        <Col span={8}>
          <Form.Item label="收入标志" validateStatus={issues.credit_flag ? 'error' : undefined} help={issues.credit_flag ?? '只有“交易金额 + 借贷标志”时填写，如：贷'} style={{ marginBottom: 4 }}>
            <Input value={mapping.credit_flag ?? ''} maxLength={20} onChange={(e) => onChange({ ...mapping, credit_flag: e.target.value || null })} />
          </Form.Item>
        </Col>
      </Row>
      {grid.length > 1 && (
        <Table size="small" pagination={false} scroll={{ x: 'max-content', y: 240 }} rowKey={(_r, i) => String(i)}
          rowClassName={(_r, i) => (i === mapping.header_row - 1 ? 'ta-mapping-header-row' : '')}
          dataSource={grid.slice(0, 15).map((r, i) => ({ __row: i + 1, cells: r }))}
          columns={[{ title: '行', dataIndex: '__row', width: 50, fixed: 'left' as const, render: (v: number) => (v === mapping.header_row ? <Tag color="blue">表头 {v}</Tag> : v) },
            ...Array.from({ length: cols }, (_x, c) => ({ title: `第${c + 1}列`, key: `c${c}`, render: (_v: unknown, r: { cells: unknown[] }) => String(r.cells[c] ?? '') }))]} />
      )}
    </Space>
  );
}

function PreviewStep({ p, custom, saveMapping, onSaveMapping, remark, onRemark }: {
  p: ImportPreview; custom: boolean; saveMapping: boolean; onSaveMapping: (v: boolean) => void; remark: string; onRemark: (v: string) => void;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} className="ta-import-preview">
      <Alert type={p.errors.length ? 'error' : 'success'} showIcon message={previewSummary(p)} data-testid="import-summary"
        description={p.total_amount !== undefined ? <>到账合计 <MoneyText fen={p.total_amount} capital /></> : undefined} />
      {p.errors.length > 0 && (
        <Alert type="error" message="以下行有误，整个文件不会导入，请修正后重新上传：" description={
          <ul style={{ margin: 0, paddingLeft: 20 }}>{p.errors.slice(0, 20).map((e) => <li key={e.row}>第{e.row}行：{e.message}</li>)}</ul>} />
      )}
      <Table<PreviewLine> size="small" rowKey="row_no" pagination={false} dataSource={p.lines} scroll={{ y: 300 }}
        columns={[
          { title: '行号', dataIndex: 'row_no', width: 60 },
          { title: '到账日期', dataIndex: 'arrived_on', width: 110, render: (v: string, l) => `${v}${l.arrived_time ? ` ${l.arrived_time}` : ''}` },
          { title: '付款人', dataIndex: 'payer_name', ellipsis: true },
          { title: '付款账号', dataIndex: 'payer_account', ellipsis: true },
          { title: '金额', dataIndex: 'amount', align: 'right', width: 130, render: (v: number) => <MoneyText fen={v} /> },
          { title: '流水号', dataIndex: 'serial', ellipsis: true },
          { title: '摘要', dataIndex: 'remark', ellipsis: true },
          { title: '', dataIndex: 'duplicate', width: 90, render: (v: boolean) => (v ? <Tag color="orange">已导入过</Tag> : <Tag color="green">新到账</Tag>) },
        ]} />
      {p.line_count > p.lines.length && <Typography.Text type="secondary">仅预览前{p.lines.length}条，共{p.line_count}条</Typography.Text>}
      <Space wrap>
        {custom && <Checkbox checked={saveMapping} onChange={(e) => onSaveMapping(e.target.checked)}>保存列映射，下次导入该账户的对账单时自动使用</Checkbox>}
        <Input value={remark} onChange={(e) => onRemark(e.target.value)} maxLength={500} placeholder="备注（可选）" style={{ width: 360 }} />
      </Space>
    </Space>
  );
}

function ResultStep({ r }: { r: ImportResult }) {
  return (
    <div data-testid="import-result">
      <Result status={r.imported > 0 ? 'success' : 'info'} title={r.imported > 0 ? `导入成功：${r.imported}条到账` : '没有新增到账'} subTitle={r.message} />
      <Descriptions size="small" column={3} bordered items={[
        { key: 'code', label: '导入批次', children: r.code ?? '-' },
        { key: 'amount', label: '新增到账金额', children: <MoneyText fen={r.total_amount} /> },
        { key: 'dup', label: '重复（未添加）', children: <span data-testid="import-duplicates">{r.duplicate_count}</span> },
      ]} />
      {r.duplicates.length > 0 && (
        <Table size="small" style={{ marginTop: 12 }} rowKey="row" pagination={false} scroll={{ y: 240 }} dataSource={r.duplicates} title={() => '以下到账此前已导入，本次未重复添加'}
          columns={[
            { title: '行号', dataIndex: 'row', width: 60 }, { title: '到账日期', dataIndex: 'arrived_on' }, { title: '付款人', dataIndex: 'payer_name' },
            { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => <MoneyText fen={v} /> }, { title: '流水号', dataIndex: 'serial' },
          ]} />
      )}
    </div>
  );
}
