/** The supplier form's fields: basic information, area and address, settlement, pay accounts. */
import { ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { Alert, Col, Divider, Row, Space } from 'antd';
import { formatDateTime, SettlementCycle, SupplierType, enumOptions } from '@ta/contract';
import { AreaFields } from '@/platform/area';
import { FormText, FormTextArea } from '@/platform/inputs';
import type { PathRules } from '../shared/form-rules';
import { ReadOnly } from '../shared/RecordGate';
import { AuditTag } from '../shared/tags';
import type { SupplierRow } from '../shared/types';
import { AccountsField } from './AccountsField';

export function SupplierFields({ rules, row, readOnly }: { rules: PathRules; row?: SupplierRow; readOnly?: boolean }) {
  return (
    <ReadOnly on={readOnly}>
      {row?.blacklisted && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }}
          message={`该供应商已被列入黑名单（${row.blacklisted_by_name ?? ''} ${row.blacklisted_at ? formatDateTime(row.blacklisted_at, 'minute') : ''}），不能在业务中选择`}
          description={row.blacklist_reason ? `拉黑原因：${row.blacklist_reason}` : undefined} />
      )}
      {row && <Space style={{ marginBottom: 12 }}>审核状态：<AuditTag status={row.audit_status} /></Space>}
      <Divider orientation="left" orientationMargin={0}>基本信息</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}><FormText name="name" label="供应商名称" required rules={rules('name')} max={100} /></Col>
        <Col xs={24} md={12} xl={8}>
          <ProFormSelect name="type" label="供应商类型" required rules={rules('type')} options={enumOptions(SupplierType)} fieldProps={{ showSearch: true, optionFilterProp: 'label' }} />
        </Col>
        <Col xs={24} md={12} xl={8}><FormText name="short_name" label="简称" rules={rules('short_name')} max={30} /></Col>
        <Col xs={24} md={12} xl={8}><FormText name="code" label="供应商编号" rules={rules('code')} max={30} stripSpaces placeholder="不填则按编号规则生成" /></Col>
        <Col xs={24} md={12} xl={8}><FormText name="credit_code" label="统一社会信用代码" rules={rules('credit_code')} max={30} stripSpaces /></Col>
        <Col xs={24} md={12} xl={8}><FormText name="legal_person" label="法人" rules={rules('legal_person')} max={30} /></Col>
        <Col xs={24} md={12} xl={8}><FormText name="phone" label="联系电话" rules={rules('phone')} max={30} stripSpaces /></Col>
        <Col xs={24} md={12} xl={8}><FormText name="email" label="邮箱" rules={rules('email')} max={100} stripSpaces /></Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}><AreaFields label="所在地区" /></Col>
        <Col xs={24} md={12} xl={16}><FormText name="address" label="详细地址" rules={rules('address')} max={200} /></Col>
      </Row>
      <FormTextArea name="business_scope" label="经营范围" rules={rules('business_scope')} max={500} />
      <Divider orientation="left" orientationMargin={0}>结算</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <ProFormSelect name="settlement_cycle" label="结算周期" required rules={rules('settlement_cycle')} options={enumOptions(SettlementCycle)} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <ProFormDigit name="payment_days" label="账期天数" rules={rules('payment_days')} min={0} max={365} fieldProps={{ precision: 0, suffix: '天' }}
            extra="结算后多少天内付款，0 为即时" />
        </Col>
      </Row>
      <Divider orientation="left" orientationMargin={0}>收款账户</Divider>
      <AccountsField rules={rules} readOnly={readOnly} />
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </ReadOnly>
  );
}
