/**
 * The shop connection on top of 同步到商城: platform, name, interface address, AppKey, AppSecret (masked: the form
 * starts blank with the mask as a hint; blank keeps, 清空 clears), enabled and auto-sync. Edited in a drawer (canSet).
 */
import { DrawerForm, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Alert, Button, Card, Checkbox, Descriptions, Form, Input, Tag, message } from 'antd';
import { ShopPlatform, shopSettingsSave } from '@ta/contract';
import { reportFormError, zodRules, type SafeParser } from '@/platform/form';
import { FormText, FormTextArea } from '@/platform/inputs';
import { mapOptions } from '@/platform/list/columns';
import { usePermission } from '@/platform/permission';
import { post } from '@/platform/request';
import { settingsPayload, SHOP_SYNC_KEY, SHOP_SYNC_URLS, type ShopSettingsRow } from './api';

const rules = zodRules(shopSettingsSave as unknown as SafeParser);

export function ShopSettingsCard({ row, onSaved }: { row: ShopSettingsRow | null; onSaved: () => void }) {
  const { has } = usePermission(SHOP_SYNC_KEY);
  const [form] = Form.useForm();
  const editor = (
    <DrawerForm form={form} title="商城连接" width={560} drawerProps={{ destroyOnHidden: true }}
      trigger={<Button type={row ? 'default' : 'primary'}>{row ? '修改连接' : '设置商城连接'}</Button>}
      initialValues={row ? { ...row, app_secret: '' } : { platform: 'youzan', enabled: true, auto_sync: false }}
      onFinish={async (v) => {
        try {
          const saved = await post<ShopSettingsRow>(SHOP_SYNC_URLS.saveSettings, settingsPayload(v, row));
          if (!saved) return false;
          void message.success('商城连接已保存');
          onSaved();
          return true;
        } catch (e) {
          reportFormError(form, e);
          return false;
        }
      }}>
      <ProFormSelect name="platform" label="商城平台" required rules={rules('platform')} options={mapOptions(ShopPlatform)} />
      <FormText name="shop_name" label="商城名称" required rules={rules('shop_name')} max={100} />
      <FormText name="base_url" label="接口地址" required rules={rules('base_url')} max={300} stripSpaces placeholder="https://" />
      <FormText name="app_key" label="AppKey" required rules={rules('app_key')} max={100} stripSpaces />
      <Form.Item label="AppSecret" extra={row?.app_secret_set ? `已设置（${row.app_secret}），留空则不修改` : '商城开放平台中应用的密钥'}>
        <Form.Item name="app_secret" noStyle rules={rules('app_secret')}>
          <Input.Password autoComplete="new-password" placeholder={row?.app_secret_set ? String(row.app_secret) : '未设置'} maxLength={200} aria-label="AppSecret" />
        </Form.Item>
        {row?.app_secret_set && <Form.Item name="app_secret_clear" valuePropName="checked" noStyle><Checkbox style={{ marginTop: 8 }}>清空</Checkbox></Form.Item>}
      </Form.Item>
      <ProFormSwitch name="enabled" label="启用" fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} />
      <ProFormSwitch name="auto_sync" label="产品变更后自动同步" extra="已同步到商城的产品修改后，自动生成新的同步任务" />
      <FormTextArea name="remark" label="备注" rules={rules('remark')} />
    </DrawerForm>
  );
  return (
    <Card size="small" title="商城连接" extra={has('canSet') ? editor : null} style={{ marginBottom: 12 }}>
      {row ? (
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="商城平台">{ShopPlatform[row.platform]}</Descriptions.Item>
          <Descriptions.Item label="商城名称">{row.shop_name}</Descriptions.Item>
          <Descriptions.Item label="状态">{row.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}{row.auto_sync && <Tag color="blue">自动同步</Tag>}</Descriptions.Item>
          <Descriptions.Item label="接口地址">{row.base_url}</Descriptions.Item>
          <Descriptions.Item label="AppKey">{row.app_key}</Descriptions.Item>
          <Descriptions.Item label="AppSecret">{row.app_secret_set ? row.app_secret : <Tag color="orange">未设置</Tag>}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert type="info" showIcon message="尚未设置商城连接：设置并启用后才能把产品同步到商城。" />
      )}
    </Card>
  );
}
