/** The fields of one day of a travel template (inside the days list: names are relative to the day). */
import { ProForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Col, Input, Radio, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { Catering, HotelStar, TrafficType } from '@ta/contract';
import { TextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import { MEAL_KINDS, MEAL_STATE } from './travel-days';

export type DayRule = (index: number, ...path: (string | number)[]) => Rule;

export function DayFields({ index, rule }: { index: number; rule: DayRule }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ProFormText name="title" label="当天标题" required rules={[rule(index, 'title')]} fieldProps={{ maxLength: 100, placeholder: '如：上海—东京，抵达后入住酒店' }} />
        </Col>
        <Col xs={24} md={12}>
          <ProFormSelect name="traffic_types" label="交通方式" mode="multiple" options={mapOptions(TrafficType)} rules={[rule(index, 'traffic_types')]}
            fieldProps={{ placeholder: '请选择交通方式', allowClear: true }} />
        </Col>
      </Row>
      <ProForm.Item name="description" label="行程描述" rules={[rule(index, 'description')]}>
        <TextArea rows={3} maxLength={5000} counter />
      </ProForm.Item>
      <ProForm.Item label="用餐" required={false} rules={[rule(index, 'meals')]} style={{ marginBottom: 8 }}>
        {MEAL_KINDS.map((k) => (
          <Row key={k} gutter={8} align="middle" style={{ marginBottom: 8 }}>
            <Col flex="48px"><Typography.Text>{Catering[k]}</Typography.Text></Col>
            <Col flex="140px">
              <ProForm.Item name={['meal_plan', k, 'state']} noStyle initialValue="none">
                <Radio.Group optionType="button" size="small" options={(Object.keys(MEAL_STATE) as (keyof typeof MEAL_STATE)[]).map((s) => ({ value: s, label: MEAL_STATE[s] }))} />
              </ProForm.Item>
            </Col>
            <Col flex="auto">
              <ProForm.Item name={['meal_plan', k, 'remark']} noStyle rules={[rule(index, 'meals')]}>
                <Input size="small" maxLength={100} placeholder="用餐说明，如：餐标30元/人、酒店早餐" />
              </ProForm.Item>
            </Col>
          </Row>
        ))}
      </ProForm.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <ProFormText name={['lodging', 'hotel_name']} label="住宿酒店" rules={[rule(index, 'lodging', 'hotel_name')]} fieldProps={{ maxLength: 100, placeholder: '如：东京希尔顿或同级' }} />
        </Col>
        <Col xs={24} md={6}>
          <ProFormSelect name={['lodging', 'hotel_star']} label="酒店星级" options={mapOptions(HotelStar)} rules={[rule(index, 'lodging', 'hotel_star')]} fieldProps={{ allowClear: true }} />
        </Col>
        <Col xs={24} md={8}>
          <ProFormText name={['lodging', 'remark']} label="住宿说明" rules={[rule(index, 'lodging', 'remark')]} fieldProps={{ maxLength: 200 }} />
        </Col>
      </Row>
      <ProFormSelect name="sights" label="游览景点" mode="tags" rules={[rule(index, 'sights')]}
        fieldProps={{ placeholder: '输入景点名称后回车，可添加多个', tokenSeparators: ['，', ',', '、'], open: false, suffixIcon: null }} />
    </>
  );
}
