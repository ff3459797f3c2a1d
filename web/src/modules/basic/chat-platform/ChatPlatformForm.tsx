import { ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Checkbox, Col, Form, Input, Row } from 'antd';
import { ChatPlatformKind, RESOURCES } from '@ta/contract';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import { CHAT_SECRET_FIELDS, clearField, platformPayload, platformToForm, SECRET_LABEL, secretHint, type ChatPlatformRow } from './secrets';

const HELP: Record<string, string> = {
  app_secret: '在公众平台“开发 → 基本配置”中获取',
  token: '服务器配置中的令牌（3–32位）',
  aes_key: '消息加解密密钥，43位字母或数字',
};

export function ChatPlatformForm({ id, open, onClose }: { id?: number; open: boolean; onClose: () => void }) {
  return (
    <ResourceEditor<ChatPlatformRow>
      resource={RESOURCES.chatPlatform} id={id} mode="drawer" open={open} onClose={onClose} width={640}
      defaults={{ kind: 'officialAccount', enabled: true }}
      toForm={platformToForm}
      toPayload={(v) => platformPayload(v)}
      fields={({ rules, row }) => (
        <>
          <ProFormSelect name="kind" label="平台类型" required rules={rules('kind')} options={mapOptions(ChatPlatformKind)} />
          <FormText name="name" label="名称" required rules={rules('name')} max={50} />
          <FormText name="app_id" label="AppID" required rules={rules('app_id')} max={64} stripSpaces />
          {CHAT_SECRET_FIELDS.map((f) => (
            <Form.Item key={f} label={SECRET_LABEL[f]} extra={HELP[f]} style={{ marginBottom: 16 }}>
              <Row gutter={8} align="middle" wrap={false}>
                <Col flex="auto">
                  <Form.Item noStyle shouldUpdate={(a, b) => a[clearField(f)] !== b[clearField(f)]}>
                    {({ getFieldValue }) => (
                      <Form.Item name={f} noStyle rules={rules(f)}>
                        <Input.Password autoComplete="new-password" placeholder={getFieldValue(clearField(f)) ? '保存后清空' : secretHint(row, f)}
                          disabled={Boolean(getFieldValue(clearField(f)))} maxLength={128} aria-label={SECRET_LABEL[f]} />
                      </Form.Item>
                    )}
                  </Form.Item>
                </Col>
                {row?.[`${f}_set`] && (
                  <Col flex="none">
                    <Form.Item name={clearField(f)} valuePropName="checked" noStyle><Checkbox>清空</Checkbox></Form.Item>
                  </Col>
                )}
              </Row>
            </Form.Item>
          ))}
          <ProFormSwitch name="enabled" label="启用" fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
