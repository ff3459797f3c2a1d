/**
 * Fields of a customer by kind: persons (散客, 同行个人) with sex, ID number and birthday; units (单位客户,
 * 同行单位) with contact, credit code and settlement cycle; peers add the licence and the credit type.
 */
import { ProFormDatePicker, ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import { Col, Divider, Row, Space } from 'antd';
import { Sex, SettlementCycle, enumOptions, type CustomerKindCode, type CustomerSubjectCode } from '@ta/contract';
import { AreaFields } from '@/platform/area';
import { FormText, FormTextArea } from '@/platform/inputs';
import { useChannelOptions } from '../sales-channel/options';
import type { PathRules } from '../shared/form-rules';
import { AuditTag } from '../shared/tags';
import type { CustomerRow } from '../shared/types';
import { nameLabel } from './customer-model';

const col = { xs: 24, md: 12, xl: 8 } as const;

export function CustomerFields({ kind, subject, rules, row }: { kind: CustomerKindCode; subject: CustomerSubjectCode; rules: PathRules; row?: CustomerRow }) {
  const channels = useChannelOptions(true);
  const unit = subject === 'unit';
  return (
    <>
      {row && (
        <Space size="large" style={{ marginBottom: 12 }}>
          {row.code && <span>客户编号：{row.code}</span>}
          <span>审核状态：<AuditTag status={row.audit_status} /></span>
        </Space>
      )}
      <Divider orientation="left" orientationMargin={0}>基本信息</Divider>
      <Row gutter={16}>
        <Col {...col}><FormText name="name" label={nameLabel(kind, subject)} required rules={rules('name')} max={100} /></Col>
        {unit && <Col {...col}><FormText name="contact_name" label="联系人" required rules={rules('contact_name')} max={50} /></Col>}
        <Col {...col}><FormText name="phone" label="联系电话" required rules={rules('phone')} max={30} stripSpaces /></Col>
        {!unit && (
          <>
            <Col {...col}><ProFormRadio.Group name="sex" label="性别" rules={rules('sex')} options={enumOptions(Sex)} /></Col>
            <Col {...col}><FormText name="id_card" label="身份证号" rules={rules('id_card')} max={18} stripSpaces /></Col>
            <Col {...col}><ProFormDatePicker name="birthday" label="出生日期" rules={rules('birthday')} width="100%" /></Col>
          </>
        )}
        {unit && <Col {...col}><FormText name="credit_code" label="统一社会信用代码" rules={rules('credit_code')} max={30} stripSpaces /></Col>}
        {kind === 'peer' && <Col {...col}><FormText name="license_no" label="经营许可证号" rules={rules('license_no')} max={50} stripSpaces /></Col>}
        <Col {...col}><FormText name="email" label="邮箱" rules={rules('email')} max={100} stripSpaces /></Col>
        <Col {...col}><FormText name="wechat" label="微信" rules={rules('wechat')} max={50} stripSpaces /></Col>
        <Col {...col}><FormText name="qq" label="QQ" rules={rules('qq')} max={20} stripSpaces /></Col>
        {channels && (
          <Col {...col}>
            <ProFormSelect name="channel_id" label="来源渠道" rules={rules('channel_id')} options={channels} fieldProps={{ allowClear: true, showSearch: true, optionFilterProp: 'label' }} />
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col {...col}><AreaFields label="所在地区" /></Col>
        <Col xs={24} md={12} xl={16}><FormText name="address" label="地址" rules={rules('address')} max={200} /></Col>
      </Row>
      {(unit || kind === 'peer') && (
        <>
          <Divider orientation="left" orientationMargin={0}>结算与授信</Divider>
          <Row gutter={16}>
            {unit && <Col {...col}><ProFormSelect name="settlement_cycle" label="结算周期" rules={rules('settlement_cycle')} options={enumOptions(SettlementCycle)} fieldProps={{ allowClear: true }} /></Col>}
            {kind === 'peer' && (
              <Col {...col}>
                <ProFormSelect name="credit_type_id" label="授信类型" rules={rules('credit_type_id')} options={[]} disabled
                  fieldProps={{ placeholder: '财务配置中的授信类型（暂未开放）' }} extra="授信类型在“财务配置 → 授信类型”中维护，开放后可在此选择" />
              </Col>
            )}
          </Row>
        </>
      )}
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </>
  );
}
