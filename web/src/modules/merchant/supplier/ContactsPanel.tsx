/**
 * 联系人: a supplier's contacts as an editable table (one column per contact info item). Each row saves on
 * its own through /api/v1/person/add|update; one contact is the default (the server clears the others).
 */
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Popconfirm, Space, Switch, Tag, message } from 'antd';
import { useEffect, useState, type Key } from 'react';
import { Msg, PAGE_SIZE_MAX, RESOURCES, resourcePath } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { showError } from '@/platform/feedback';
import { normalizePage } from '@/platform/list/paging';
import { usePermission } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import type { ContactRow } from '../shared/types';
import { CONTACT_COLUMNS, contactPayload, contactProblem, contactRows, newContactRow, type ContactEditRow } from './contact-model';

const res = RESOURCES.supplierPerson;

export function ContactsPanel({ supplierId, readOnly }: { supplierId: number; readOnly?: boolean }) {
  const client = useQueryClient();
  const { has } = usePermission(res.permissionKey);
  const { remove } = useResourceActions(res);
  const q = useQuery({
    queryKey: resourceKeys(res.name).list({ supplier_id: supplierId }),
    queryFn: async () => normalizePage<ContactRow>(await post<unknown>(resourcePath(res, 'list'), { supplier_id: supplierId, pageNo: 1, pageSize: PAGE_SIZE_MAX, sortField: 'id', sortOrder: 'asc' })).rows,
  });
  const [rows, setRows] = useState<ContactEditRow[]>([]);
  const [editing, setEditing] = useState<Key[]>([]);
  useEffect(() => { if (q.data) setRows(contactRows(q.data)); }, [q.data]);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);

  const save = async (row: ContactEditRow) => {
    const problem = contactProblem(row, supplierId);
    if (problem) { void message.error(problem.message); throw new Error(problem.message); }
    try {
      await post(resourcePath(res, row.isNew ? 'add' : 'update'), contactPayload(row, supplierId));
      void message.success(row.isNew ? '联系人已添加' : '联系人已保存');
      await invalidateResource(client, res.name);
    } catch (e) { showError(e); throw e; }
  };

  const canEdit = !readOnly && has('canEditor');
  const columns: ProColumns<ContactEditRow>[] = [
    ...CONTACT_COLUMNS.map((c): ProColumns<ContactEditRow> => ({
      title: c.title, dataIndex: c.field, width: c.width, ellipsis: c.field === 'address',
      formItemProps: c.required ? { rules: [{ required: true, whitespace: true, message: `${Msg.fillPrefix}${c.title}${Msg.fillSuffix}` }] } : undefined,
    })),
    { title: '职务', dataIndex: 'position', width: 110 },
    {
      title: '默认联系人', dataIndex: 'is_default', width: 100, valueType: 'switch',
      render: (_, r) => (r.is_default ? <Tag color="blue">默认</Tag> : '-'),
      renderFormItem: () => <Switch />,
    },
    {
      title: '操作', valueType: 'option', width: 130, fixed: 'right',
      render: (_t, r, _i, action) => (
        <Space size={4}>
          {canEdit && <a onClick={() => action?.startEditable?.(r.key)}>编辑</a>}
          {!readOnly && !r.isNew && has('canDelete') && (
            <Popconfirm title={`确定删除联系人“${r.name}”吗？`} onConfirm={() => r.id && remove(r.id)}>
              <a className="ta-link-danger">删除</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <EditableProTable<ContactEditRow>
      rowKey="key"
      headerTitle="联系人"
      loading={q.isFetching}
      columns={columns}
      value={rows}
      onChange={(v) => setRows([...v])}
      scroll={{ x: 'max-content' }}
      recordCreatorProps={!readOnly && has('canAdd') ? { position: 'bottom', creatorButtonText: '添加联系人', record: () => newContactRow(rows.length === 0) } : false}
      editable={{
        type: 'single',
        editableKeys: editing,
        onChange: setEditing,
        onSave: async (_k, row) => save(row),
        onCancel: async (_k, row) => { if (row.isNew) setRows((rs) => rs.filter((r) => r.key !== row.key)); },
        actionRender: (_row, _cfg, dom) => [dom.save, dom.cancel],
      }}
      pagination={false}
    />
  );
}
