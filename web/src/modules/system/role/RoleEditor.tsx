/**
 * roleEditor?id= (or none to add): name, code, remark and the permission tree from MENU_TREE, loaded
 * from /api/permission/getRolePermissions. `view=1` or a role without canEditor opens it read-only.
 */
import { ProForm } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Divider, Form, Skeleton, message } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES, resourcePath, type Grant } from '@ta/contract';
import { useRecord } from '@/platform/editor/ResourceEditor';
import { showError } from '@/platform/feedback';
import { reportFormError, zodRules, type SafeParser } from '@/platform/form';
import { ChangeHistory, HISTORY_TITLE } from '@/platform/history';
import { FormText, FormTextArea } from '@/platform/inputs';
import { usePermission } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { PermissionTable } from './PermissionTable';
import type { RoleRow } from './RoleList';
import { routePath } from '@/platform/routes';

const res = RESOURCES.role;
export const ROLE_PERMISSIONS_URL = '/api/permission/getRolePermissions';

type Values = { name?: string; code?: string; remark?: string | null; permissions?: Grant[] };

export function RoleEditor() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(params.get('id')) || undefined;
  const { has } = usePermission(res.permissionKey);
  const readOnly = params.get('view') === '1' || !has(id ? 'canEditor' : 'canAdd');
  const [form] = Form.useForm<Values>();
  const rec = useRecord<RoleRow>(res, id);
  const perms = useQuery({
    queryKey: [...resourceKeys(res.name).detail(id), 'permissions'],
    enabled: Boolean(id),
    queryFn: () => post<Grant[]>(ROLE_PERMISSIONS_URL, { role_id: id }),
  });
  const rules = zodRules((id ? res.update : res.create) as unknown as SafeParser, () => (rec.data ? { id: rec.data.id, version: rec.data.version } : {}));

  useEffect(() => { if (rec.error) showError(rec.error); if (perms.error) showError(perms.error); }, [rec.error, perms.error]);
  useEffect(() => {
    if (rec.data) form.setFieldsValue({ name: rec.data.name, code: rec.data.code, remark: rec.data.remark, permissions: perms.data ?? [] });
  }, [rec.data, perms.data, form]);

  const submit = async (v: Values) => {
    const body = { ...v, permissions: v.permissions ?? [], ...(rec.data ? { id: rec.data.id, version: rec.data.version } : {}) };
    try {
      const saved = await post<RoleRow>(resourcePath(res, id ? 'update' : 'add'), body);
      if (!saved) return false;
      void message.success(id ? '保存成功' : '新增成功');
      await invalidateResource(client, res.name);
      navigate(routePath('roleList'));
      return true;
    } catch (e) {
      reportFormError(form, e);
      return false;
    }
  };

  if (id && (rec.isLoading || perms.isLoading)) return <Card><Skeleton active /></Card>;
  return (
    <Card title={readOnly ? '查看角色' : id ? '编辑角色' : '新增角色'}>
      <ProForm<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ permissions: [] }} readonly={readOnly}
        submitter={readOnly ? false : { searchConfig: { submitText: '保存' }, resetButtonProps: false }}>
        <ProForm.Group>
          <div style={{ width: 320 }}><FormText name="name" label="角色名称" required rules={rules('name')} max={50} disabled={readOnly} /></div>
          <div style={{ width: 320 }}><FormText name="code" label="角色编码" required rules={rules('code')} max={30} stripSpaces disabled={readOnly || Boolean(rec.data?.builtin)} /></div>
        </ProForm.Group>
        <FormTextArea name="remark" label="备注" rules={rules('remark')} disabled={readOnly} />
        <ProForm.Item name="permissions" label="页面与操作权限" rules={rules('permissions')}>
          <PermissionTable disabled={readOnly} />
        </ProForm.Item>
      </ProForm>
      {id && (<><Divider orientation="left">{HISTORY_TITLE}</Divider><ChangeHistory table={RESOURCES.role.table} recordId={id} /></>)}
    </Card>
  );
}
