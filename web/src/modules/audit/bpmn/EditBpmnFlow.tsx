/**
 * /editBpmnFlow?type=<audit type>: the type's approval flow as a BPMN diagram in the bpmn-js Modeler
 * (this chunk only), loaded from the flow detail (generated from the levels when never drawn). Tasks are
 * the levels, with their approvers set in the side panel; exclusive gateways carry amount conditions.
 * 校验 asks the server for the levels it derives (or its messages, whose elements are marked red);
 * 保存 updates the flow with the XML and the version (409: the server's message, then the flow reloads).
 */
import { ArrowLeftOutlined, CheckCircleOutlined, CompressOutlined, PlusOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Modal, Popover, Select, Space, Spin, Tag, Tooltip, message } from 'antd';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUDIT_TYPES, Code, Msg, type AuditTypeDef } from '@ta/contract';
import { LazyException } from '@/modules/exception';
import { showError } from '@/platform/feedback';
import { useGrants, usePermission } from '@/platform/permission';
import { resourceKeys } from '@/platform/query-keys';
import { isApiError, post } from '@/platform/request';
import { routePath } from '@/platform/routes';
import { auditTypeOf } from '../audit-model';
import { useApproverOptions } from '../flow/approver-options';
import { useFlowDetail } from '../flow/use-flow-detail';
import { FLOW_PERMISSION, FLOW_RESOURCE, FLOW_URL, knownUsers, yuanInputToFen, type FlowDetail, type FlowLevelView } from '../flow/flow-model';
import { BpmnSidePanel, type CheckResult } from './BpmnSidePanel';
import { FlowDiagram, type DiagramElement } from './flow-diagram';
import { elementIdsInMessage, emptyFlowXml } from './ta-attrs';
import './bpmn-editor.css';

export function EditBpmnFlow() {
  const [params, setParams] = useSearchParams();
  const grants = useGrants();
  const def = auditTypeOf(params.get('type') ?? undefined) ?? AUDIT_TYPES[0];
  // The route title with the type being edited, in the spec's "title - product" form.
  useEffect(() => { document.title = `流程图编辑（${def.title}） - ${Msg.productName}`; }, [def]);
  if (!grants) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  // A blank route has no menu key of its own: the flow settings key decides (the server does too).
  if (!grants.has(FLOW_PERMISSION)) return <Suspense fallback={null}><LazyException type={403} /></Suspense>;
  return <Editor key={def.type} def={def} onType={(t) => setParams({ type: t })} />;
}

/** Errors of a refused diagram: each message of a 400 answer (they name the elements). */
function refusal(e: unknown): string[] | null {
  if (!isApiError(e) || e.code !== Code.BAD_INPUT) return null;
  const list = e.fieldErrors.map((f) => f.message);
  return list.length ? list : [e.msg];
}

function Editor({ def, onType }: { def: AuditTypeDef; onType: (type: string) => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { has } = usePermission(FLOW_PERMISSION);
  const readOnly = !has('canEditor');
  const q = useFlowDetail(def.type);
  const options = useApproverOptions(knownUsers(q.data));
  const host = useRef<HTMLDivElement>(null);
  const [diagram, setDiagram] = useState<FlowDiagram | null>(null);
  const [selected, setSelected] = useState<DiagramElement | null>(null);
  const [revision, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [version, setVersion] = useState(0);
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [busy, setBusy] = useState<'check' | 'save' | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const loadedXml = useRef<string | null>(null);
  const forceReload = useRef(false);

  useEffect(() => {
    if (!host.current) return undefined;
    const d = new FlowDiagram(host.current);
    d.onSelect(setSelected);
    d.onChange(() => { setRevision((r) => r + 1); setDirty(true); });
    setDiagram(d);
    return () => { d.destroy(); setDiagram(null); };
  }, []);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);

  // (Re)import when the flow is loaded, or reloaded after someone else saved it.
  useEffect(() => {
    const d = q.data;
    if (!diagram || !d) return;
    setVersion(d.version);
    const xml = d.bpmn_xml ?? emptyFlowXml(`Process_${def.type}`, def.title);
    if (!forceReload.current && loadedXml.current === xml) return;
    forceReload.current = false;
    loadedXml.current = xml;
    diagram.load(xml)
      .then(() => { setDirty(false); setSelected(null); setCheck(null); setLoadError(null); setReady(true); })
      .catch((e: unknown) => setLoadError(`流程图无法打开：${e instanceof Error ? e.message : String(e)}`));
  }, [diagram, q.data, def]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const leave = useCallback((go: () => void) => {
    if (!dirty) { go(); return; }
    Modal.confirm({ title: '流程图有未保存的修改', content: '离开后修改将丢失，确定离开吗？', okText: '离开', cancelText: '留下', onOk: go });
  }, [dirty]);

  const showRefusal = (errors: string[]) => {
    setCheck({ ok: false, errors });
    diagram?.markErrors(elementIdsInMessage(errors.join('\n'), diagram.ids()));
    void message.error('流程图校验未通过，请按提示修改');
  };

  const validate = async () => {
    if (!diagram) return;
    setBusy('check');
    try {
      const r = await post<{ valid: boolean; levels: FlowLevelView[] }>(FLOW_URL.validateBpmn, { bpmn_xml: await diagram.xml(), type: def.type });
      if (!r) return;
      diagram.markErrors([]);
      setCheck({ ok: true, levels: r.levels });
      void message.success(`校验通过：共${r.levels.length}级审批`);
    } catch (e) {
      const errors = refusal(e);
      if (errors) showRefusal(errors); else showError(e);
    } finally { setBusy(null); }
  };

  const save = async () => {
    if (!diagram) return;
    setBusy('save');
    try {
      const xml = await diagram.xml();
      const saved = await post<FlowDetail>(FLOW_URL.update, { type: def.type, version, bpmn_xml: xml });
      if (!saved) return;
      loadedXml.current = saved.bpmn_xml;
      client.setQueryData(resourceKeys(FLOW_RESOURCE).detail(def.type), saved);
      await client.invalidateQueries({ queryKey: resourceKeys(FLOW_RESOURCE).lists() });
      await client.invalidateQueries({ queryKey: ['approvalSetting'] });
      diagram.markErrors([]);
      setDirty(false);
      setCheck({ ok: true, levels: saved.levels });
      void message.success(`流程图已保存（版本 ${saved.version}，共${saved.levels.length}级审批）`);
    } catch (e) {
      if (isApiError(e) && e.code === Code.CONFLICT) {
        void message.error(e.msg);
        forceReload.current = true;
        await q.refetch();
        return;
      }
      const errors = refusal(e);
      if (errors) showRefusal(errors); else showError(e);
    } finally { setBusy(null); }
  };

  const insertTask = () => {
    if (diagram && !diagram.insertTask(selected)) void message.warning('请先选中要在其后插入的节点或连线');
  };

  return (
    <div className="ta-bpmn-page">
      <div className="ta-bpmn-toolbar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => leave(() => navigate(routePath('approvalFlowList')))}>返回</Button>
        <span className="ta-bpmn-toolbar-title">流程图编辑</span>
        <Select value={def.type} style={{ width: 200 }} showSearch optionFilterProp="label" aria-label="审核类型"
          options={AUDIT_TYPES.map((t) => ({ value: t.type, label: t.title }))} onChange={(t: string) => leave(() => onType(t))} />
        <Tag>版本 {version}</Tag>
        {dirty && <Tag color="warning">未保存</Tag>}
        {readOnly && <Tag>只读</Tag>}
        <span className="ta-bpmn-toolbar-spacer" />
        <Space wrap>
          <Tooltip title="在所选节点（或连线）之后增加一级审批；未选中时加在“结束”之前">
            <Button icon={<PlusOutlined />} disabled={readOnly || !diagram} onClick={insertTask}>插入审批节点</Button>
          </Tooltip>
          <BranchButton disabled={readOnly || !diagram} onInsert={(fen) => { if (diagram && !diagram.insertAmountBranch(selected, fen)) void message.warning('请先选中要在其后插入的节点或连线'); }} />
          <Tooltip title="撤销"><Button icon={<UndoOutlined />} disabled={!diagram} onClick={() => diagram?.undo()} aria-label="撤销" /></Tooltip>
          <Tooltip title="重做"><Button icon={<RedoOutlined />} disabled={!diagram} onClick={() => diagram?.redo()} aria-label="重做" /></Tooltip>
          <Tooltip title="适应画布"><Button icon={<CompressOutlined />} disabled={!diagram} onClick={() => diagram?.fit()} aria-label="适应画布" /></Tooltip>
          <Button icon={<CheckCircleOutlined />} loading={busy === 'check'} disabled={!diagram || busy !== null} onClick={() => void validate()}>校验</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={busy === 'save'} disabled={readOnly || !diagram || busy !== null || !q.data} onClick={() => void save()}>保存</Button>
        </Space>
      </div>
      {loadError && <Alert type="error" showIcon banner message={loadError} />}
      {q.data && !q.data.handler_registered && <Alert type="info" showIcon banner message={`「${def.title}」的业务尚未接入审批引擎：流程可以先设置，接入后提交的单据按此流程审核。`} />}
      <div className="ta-bpmn-body">
        <div className="ta-bpmn-canvas">
          <div ref={host} className="ta-bpmn-canvas-inner" data-testid="bpmn-canvas" />
          {q.isLoading && <Spin style={{ position: 'absolute', left: '50%', top: '40%' }} />}
        </div>
        <div className="ta-bpmn-panel">
          {diagram && ready && <BpmnSidePanel diagram={diagram} selected={selected} revision={revision} options={options} readOnly={readOnly} check={check} />}
        </div>
      </div>
    </div>
  );
}

function BranchButton({ disabled, onInsert }: { disabled: boolean; onInsert: (fen: number) => void }) {
  const [open, setOpen] = useState(false);
  const [yuan, setYuan] = useState<number | null>(10000);
  const content = (
    <Space direction="vertical">
      <span>单据金额达到该金额时，增加一级审批：</span>
      <InputNumber value={yuan} onChange={setYuan} min={0.01} max={1e13} precision={2} addonBefore="金额≥" addonAfter="元" style={{ width: 240 }} />
      <Button type="primary" size="small" disabled={!yuan} onClick={() => { const fen = yuanInputToFen(yuan); if (fen) { onInsert(fen); setOpen(false); } }}>插入</Button>
    </Space>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={content} title="插入金额分支">
      <Button icon={<PlusOutlined />} disabled={disabled}>插入金额分支</Button>
    </Popover>
  );
}
