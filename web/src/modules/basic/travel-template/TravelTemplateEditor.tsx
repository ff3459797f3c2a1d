/**
 * travelTemplateEditor?id= (or ?copy= to start from another template): title, destination, nights and the
 * day-by-day rows (title, description, meals per catering kind, lodging with hotel star, traffic, sights),
 * each field checked by the contract's travel-template schema.
 */
import { ProFormDigit, ProFormList, ProFormSwitch } from '@ant-design/pro-components';
import { Card, Col, Row } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES } from '@ta/contract';
import { ResourceEditor, useRecord } from '@/platform/editor/ResourceEditor';
import type { SafeParser } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { usePermission } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { issueAt, pathRule } from '../shared/issues';
import { DayFields, type DayRule } from './DayFields';
import { formToTemplate, newDay, templateToForm, type TravelTemplateRow } from './travel-days';

const res = RESOURCES.travelTemplate;

export function TravelTemplateEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || undefined;
  const copyId = Number(params.get('copy')) || undefined;
  const { has } = usePermission(res.permissionKey);
  const source = useRecord<TravelTemplateRow>(res, copyId).data;
  const copied = source ? { ...templateToForm(source), id: undefined, version: undefined, title: `${source.title}（副本）` } : undefined;
  if (copyId && !source) return <Card loading />;
  return (
    <ResourceEditor<TravelTemplateRow>
      key={copyId ?? id ?? 'new'}
      resource={res} id={id} mode="page" readOnly={!has(id ? 'canEditor' : 'canAdd')}
      defaults={copied ?? { enabled: true, days: [newDay()] }}
      toForm={templateToForm}
      toPayload={(v) => formToTemplate(v)}
      onSaved={() => navigate(routePath('travelTemplateList'))}
      fields={({ rules, isEdit, row }) => {
        const schema = (isEdit ? res.update : res.create) as unknown as SafeParser;
        const payloadOf = (v: Record<string, unknown>) => ({ ...formToTemplate(v), ...(row ? { id: row.id, version: row.version } : {}) });
        const dayRule: DayRule = (index, ...path) => pathRule(schema, ['days', index, ...path], payloadOf);
        return (
          <>
            <Row gutter={16}>
              <Col xs={24} md={10}><FormText name="title" label="模板标题" required rules={rules('title')} max={100} /></Col>
              <Col xs={24} md={6}><FormText name="destination" label="目的地" rules={rules('destination')} max={100} /></Col>
              <Col xs={12} md={4}><ProFormDigit name="nights" label="晚数" rules={rules('nights')} fieldProps={{ precision: 0 }} min={0} max={60} placeholder="默认天数减一" /></Col>
              <Col xs={12} md={4}><ProFormSwitch name="enabled" label="启用" fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} /></Col>
            </Row>
            <ProFormList name="days" label="每日行程" min={1} max={60} creatorRecord={newDay}
              creatorButtonProps={{ creatorButtonText: '添加一天', position: 'bottom' }}
              copyIconProps={{ tooltipText: '复制这一天' }} deleteIconProps={{ tooltipText: '删除这一天' }}
              rules={[{ validator: async (_r, value: unknown[]) => {
                const msg = issueAt(schema, { days: formToTemplate({ days: value ?? [] }).days }, ['days'], true);
                if (msg) throw new Error(msg);
              } }]}
              itemRender={({ listDom, action }, { index }) => (
                <Card size="small" title={`第${index + 1}天`} extra={action} style={{ marginBottom: 12 }} className="ta-travel-day">{listDom}</Card>
              )}>
              {(_meta, index) => <DayFields index={index} rule={dayRule} />}
            </ProFormList>
            <FormTextArea name="remark" label="备注" rules={rules('remark')} />
          </>
        );
      }}
    />
  );
}
