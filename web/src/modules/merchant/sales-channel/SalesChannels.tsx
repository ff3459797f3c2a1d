/**
 * 销售渠道: online OTA shops (with their sales platform 0–9), offline stores and other channels (types 0–2);
 * added and edited in a drawer with the change history; enabled or disabled (disabled ones are not offered
 * as a customer's source channel).
 */
import { ProFormDependency, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Col, Row } from 'antd';
import { RESOURCES, SalesChannelType, SalesPlatform, SettlementCycle, enumOptions } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { AreaFields } from '@/platform/area';
import { FormText, FormTextArea } from '@/platform/inputs';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { AddButton } from '@/platform/editor/AddButton';
import { areaColumn, keywordColumn, remarkColumn, timeColumn } from '../shared/columns';
import { useEditorState } from '@/platform/editor/useEditorState';
import { pathRules } from '../shared/form-rules';
import { EnabledTag } from '../shared/tags';
import type { SalesChannelRow } from '../shared/types';
import { channelToWire, isOnline } from './channel-model';
import { useNavigate } from 'react-router-dom';
import { useGrants } from '@/platform/permission';
import { routePath } from '@/platform/routes';
import { TRADING_RECORD_KEY } from '../customer/api';

const res = RESOURCES.salesChannel;

const columns: ListColumn<SalesChannelRow>[] = [
  keywordColumn('名称/联系人/电话'),
  { title: '渠道名称', dataIndex: 'name', width: 200, search: true, ellipsis: true },
  { title: '渠道类型', dataIndex: 'type', enumMap: SalesChannelType, search: true, width: 100 },
  { title: '销售平台', dataIndex: 'platform', enumMap: SalesPlatform, search: true, width: 100 },
  { title: '联系人', dataIndex: 'contact_name', width: 100 },
  { title: '联系电话', dataIndex: 'contact_phone', width: 140 },
  { title: '店铺地址', dataIndex: 'shop_url', width: 200, ellipsis: true },
  areaColumn<SalesChannelRow>(),
  { title: '结算周期', dataIndex: 'settlement_cycle', enumMap: SettlementCycle, width: 90 },
  {
    title: '状态', dataIndex: 'enabled', width: 80, search: { transform: (v: unknown) => ({ enabled: v === 1 }) },
    searchOptions: [{ label: '启用', value: 1 }, { label: '停用', value: 0 }],
    render: (_, r) => <EnabledTag on={r.enabled} />, exportValue: (r) => (r.enabled ? '启用' : '停用'),
  },
  remarkColumn<SalesChannelRow>(),
  timeColumn<SalesChannelRow>(),
];

export function SalesChannelForm({ id, open, onClose }: { id?: number; open: boolean; onClose: () => void }) {
  return (
    <ResourceEditor<SalesChannelRow>
      resource={res} id={id} mode="drawer" open={open} onClose={onClose} width={720}
      defaults={{ type: 0, enabled: true }}
      toPayload={channelToWire}
      fields={({ isEdit, row }) => {
        const r = pathRules(isEdit ? res.update : res.create, { transform: channelToWire, extra: () => (row ? { id: row.id, version: row.version } : {}) });
        return (
          <>
            <Row gutter={16}>
              <Col span={12}><FormText name="name" label="渠道名称" required rules={r('name')} max={100} /></Col>
              <Col span={12}><ProFormSelect name="type" label="渠道类型" required rules={r('type')} options={enumOptions(SalesChannelType)} /></Col>
              <ProFormDependency name={['type']}>
                {({ type }) => (isOnline(type as number) ? (
                  <>
                    <Col span={12}><ProFormSelect name="platform" label="销售平台" required rules={r('platform')} options={enumOptions(SalesPlatform)} /></Col>
                    <Col span={12}><FormText name="shop_url" label="店铺地址" rules={r('shop_url')} max={300} stripSpaces placeholder="https://" /></Col>
                  </>
                ) : (
                  <Col span={24}><FormText name="address" label="门店地址" rules={r('address')} max={200} /></Col>
                ))}
              </ProFormDependency>
              <Col span={12}><FormText name="contact_name" label="联系人" rules={r('contact_name')} max={50} /></Col>
              <Col span={12}><FormText name="contact_phone" label="联系电话" rules={r('contact_phone')} max={30} stripSpaces /></Col>
              <Col span={12}><AreaFields label="所在地区" /></Col>
              <Col span={12}><ProFormSelect name="settlement_cycle" label="结算周期" rules={r('settlement_cycle')} options={enumOptions(SettlementCycle)} fieldProps={{ allowClear: true }} /></Col>
              <Col span={12}><ProFormSwitch name="enabled" label="启用" rules={r('enabled')} extra="停用后不能再被选为客户的来源渠道" /></Col>
            </Row>
            <FormTextArea name="remark" label="备注" rules={r('remark')} />
          </>
        );
      }}
    />
  );
}

export function SalesChannelList() {
  const editor = useEditorState();
  const navigate = useNavigate();
  const canSeeTrades = Boolean(useGrants()?.has(TRADING_RECORD_KEY));
  const { remove } = useResourceActions(res);
  const rowActions: RowAction<SalesChannelRow>[] = [
    { key: 'edit', label: '编辑', action: 'canEditor', onClick: (r) => editor.edit(r.id) },
    { key: 'trades', label: '交易记录', visible: () => canSeeTrades, onClick: (r) => navigate(routePath('channelTradingRecord', { channel_id: r.id, title: `${r.name}的交易记录` })) },
    { key: 'delete', label: '删除', action: 'canDelete', danger: true, confirm: (r) => `确定删除销售渠道“${r.name}”吗？`, onClick: (r) => remove(r.id) },
  ];
  return (
    <>
      <ListScreen<SalesChannelRow> resource={res} columns={columns} rowActions={rowActions} exportName="销售渠道"
        rowTone={(r) => (r.enabled ? undefined : 'muted')}
        toolbar={[<AddButton key="add" perm={res.permissionKey} label="新增销售渠道" onClick={editor.add} />]} />
      <SalesChannelForm id={editor.id} open={editor.open} onClose={editor.close} />
    </>
  );
}
