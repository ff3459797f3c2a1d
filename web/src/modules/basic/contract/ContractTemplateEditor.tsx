/**
 * contractTemplateEditor?id=: the template text with the contract keys in a side list; a click inserts
 * {关键字} at the caret. Only declared keys may be used (checked here and by the server); a preview fills
 * each key with its example.
 */
import { ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Card, Col, Empty, Form, Input, List, Row, Segmented, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CONTRACT_SOURCE_FIELDS, ContractKind, placeholdersOf, RESOURCES } from '@ta/contract';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { fillPlaceholders, unknownPlaceholders } from '../shared/insert';
import { TemplateTextArea, useCaretInsert } from '../shared/PlaceholderText';
import { sampleValues, useContractKeys, type ContractKeyRow, type ContractTemplateRow } from './contract-keys';

const res = RESOURCES.contractTemplate;

function KeySideList({ keys, used, onPick }: { keys: ContractKeyRow[] | null; used: string[]; onPick: (k: string) => void }) {
  const [kw, setKw] = useState('');
  const shown = useMemo(() => (keys ?? []).filter((k) => !kw || k.key.includes(kw) || k.label.includes(kw)), [keys, kw]);
  return (
    <Card size="small" title="合同关键字" className="ta-key-side" extra={<Typography.Text type="secondary">点击插入</Typography.Text>}
      styles={{ body: { padding: 8, maxHeight: 520, overflow: 'auto' } }}>
      {keys === null ? <Empty description="无权查看合同关键字，保存时由服务器检查" image={Empty.PRESENTED_IMAGE_SIMPLE} /> : (
        <>
          <Input.Search allowClear size="small" placeholder="搜索关键字/说明" onChange={(e) => setKw(e.target.value.trim())} style={{ marginBottom: 8 }} />
          <List size="small" dataSource={shown} locale={{ emptyText: '没有合同关键字，请先在“合同关键字”中添加' }}
            renderItem={(k) => (
              <List.Item style={{ cursor: 'pointer', padding: '6px 4px' }} onClick={() => onPick(k.key)} aria-label={`插入关键字${k.key}`}>
                <List.Item.Meta
                  title={<span><Tag color={used.includes(k.key) ? 'blue' : undefined}>{`{${k.key}}`}</Tag>{k.label}</span>}
                  description={<span style={{ fontSize: 12 }}>{CONTRACT_SOURCE_FIELDS[k.source_field] ?? k.source_field}{k.example ? `，如：${k.example}` : ''}</span>} />
              </List.Item>
            )} />
        </>
      )}
    </Card>
  );
}

function ContentInput({ value, onChange, id, keys }: { value?: string; onChange?: (v: string) => void; id?: string; keys: ContractKeyRow[] | null }) {
  const caret = useCaretInsert(value, onChange);
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const used = placeholdersOf(value);
  return (
    <Row gutter={12}>
      <Col xs={24} lg={16}>
        <Segmented size="small" value={view} onChange={(v) => setView(v as 'edit' | 'preview')} style={{ marginBottom: 8 }}
          options={[{ label: '编辑', value: 'edit' }, { label: '预览（示例值）', value: 'preview' }]} />
        {view === 'edit'
          ? <TemplateTextArea id={id} value={value} onChange={onChange} caret={caret} rows={22} placeholder="合同正文，关键字写作 {关键字}，可从右侧点击插入" />
          : <div className="ta-contract-preview" style={{ minHeight: 480, padding: 16, border: '1px solid #f0f0f0', borderRadius: 6, whiteSpace: 'pre-wrap', background: '#fff' }}>
              {fillPlaceholders(value ?? '', sampleValues(keys ?? []))}
            </div>}
      </Col>
      <Col xs={24} lg={8}><KeySideList keys={keys} used={used} onPick={(k) => { setView('edit'); caret.insert(k); }} /></Col>
    </Row>
  );
}

export function ContractTemplateEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(res.permissionKey);
  const { keys } = useContractKeys();
  const knownKeysRule: Rule = {
    validator: async (_r, v: string | undefined) => {
      if (!keys) return;
      const unknown = unknownPlaceholders(placeholdersOf(v), keys.map((k) => k.key));
      if (unknown.length) throw new Error(`模板内容包含未定义的合同关键字：${unknown.join('、')}`);
    },
  };
  return (
    <ResourceEditor<ContractTemplateRow>
      resource={res} id={id} mode="page" readOnly={!has(id ? 'canEditor' : 'canAdd')}
      defaults={{ kind: 'domestic', enabled: true }}
      onSaved={() => navigate(routePath('contractTemplateList'))}
      fields={({ rules }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={10}><FormText name="name" label="模板名称" required rules={rules('name')} max={100} /></Col>
            <Col xs={24} md={8}><ProFormSelect name="kind" label="合同类型" required rules={rules('kind')} options={mapOptions(ContractKind)} /></Col>
            <Col xs={24} md={6}><ProFormSwitch name="enabled" label="启用" fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} /></Col>
          </Row>
          <Form.Item name="content" label="模板内容" required rules={[...rules('content'), knownKeysRule]}>
            <ContentInput keys={keys} />
          </Form.Item>
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
