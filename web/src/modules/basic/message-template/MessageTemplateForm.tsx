/** A message template: channel, scene and the content with placeholder chips inserted at the caret. */
import { ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Form, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { MESSAGE_PLACEHOLDERS, MessageChannel, MessageScene, placeholdersOf, RESOURCES, type messageTemplateRow } from '@ta/contract';
import type { Answer } from '@/platform/answer-types';
import { ResourceEditor } from '@/platform/editor/ResourceEditor';
import { FormText, FormTextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import { fillPlaceholders } from '../shared/insert';
import { PlaceholderChips, TemplateTextArea, useCaretInsert } from '../shared/PlaceholderText';
import { MESSAGE_SAMPLES } from './samples';

export type MessageTemplateRow = Answer<typeof messageTemplateRow>;

const CHIPS = MESSAGE_PLACEHOLDERS.map((name) => ({ name, hint: `示例：${MESSAGE_SAMPLES[name]}` }));

function ContentInput({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const caret = useCaretInsert(value, onChange);
  return (
    <>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>点击占位符插入到光标处：</Typography.Text>
      <PlaceholderChips items={CHIPS} onPick={caret.insert} used={placeholdersOf(value)} />
      <TemplateTextArea id={id} value={value} onChange={onChange} caret={caret} rows={6} maxLength={2000} placeholder="如：尊敬的{客户名称}，您的订单{订单号}已确认，{出发日期}出发。" />
    </>
  );
}

export function MessageTemplateForm({ id, open, onClose }: { id?: number; open: boolean; onClose: () => void }) {
  return (
    <ResourceEditor<MessageTemplateRow>
      resource={RESOURCES.messageTemplate} id={id} mode="drawer" open={open} onClose={onClose} width={720}
      defaults={{ channel: 'site', enabled: true }}
      toPayload={(v) => ({ ...v, scene: v.scene ?? null })}
      fields={({ rules }) => (
        <>
          <FormText name="name" label="模板名称" required rules={rules('name')} max={50} />
          <ProFormSelect name="channel" label="发送渠道" required rules={rules('channel')} options={mapOptions(MessageChannel)} />
          <ProFormSelect name="scene" label="使用场景" rules={rules('scene')} options={mapOptions(MessageScene)} fieldProps={{ allowClear: true }}
            extra="同一场景、同一渠道只能有一个启用的模板" />
          <Form.Item name="content" label="模板内容" required rules={rules('content') as Rule[]}>
            <ContentInput />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.content !== b.content}>
            {({ getFieldValue }) => {
              const content = getFieldValue('content') as string | undefined;
              return content ? (
                <Form.Item label="预览（示例数据）">
                  <div className="ta-message-preview" style={{ padding: '8px 12px', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, whiteSpace: 'pre-wrap' }}>
                    {fillPlaceholders(content, MESSAGE_SAMPLES)}
                  </div>
                </Form.Item>
              ) : null;
            }}
          </Form.Item>
          <ProFormSwitch name="enabled" label="启用" fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} />
          <FormTextArea name="remark" label="备注" rules={rules('remark')} />
        </>
      )}
    />
  );
}
