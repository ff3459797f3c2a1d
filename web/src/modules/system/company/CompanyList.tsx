/**
 * The agency's companies and branches as an editable table: edit a row in place, add a branch, delete
 * a branch. The own (head) company row is disabled here (isDisabled) and edited in its editor page.
 */
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Input, Popconfirm, Space, Tag, message } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { useNavigate } from 'react-router-dom';
import { Msg, PAGE_SIZE_MAX, RESOURCES, resourcePath } from '@ta/contract';
import { useResourceActions } from '@/platform/crud';
import { showError } from '@/platform/feedback';
import { validateRows } from '@/platform/inputs';
import { ExportButton } from '@/platform/list/ExportButton';
import { exportColumnsOf } from '@/platform/list/export';
import type { ListColumn } from '@/platform/list';
import { normalizePage } from '@/platform/list/paging';
import { usePermission } from '@/platform/permission';
import { invalidateResource, resourceKeys } from '@/platform/query-keys';
import { post } from '@/platform/request';
import { COMPANY_FIELDS, COMPANY_KIND, companyPayload, companyRows, newCompanyRow, type Company, type CompanyRow } from './company-rows';
import { routePath } from '@/platform/routes';

const res = RESOURCES.company;

async function loadCompanies(): Promise<Company[]> {
  return normalizePage<Company>(await post<unknown>(resourcePath(res, 'list'), { pageNo: 1, pageSize: PAGE_SIZE_MAX, sortField: 'id', sortOrder: 'asc' })).rows;
}

export function CompanyList() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { has } = usePermission(res.permissionKey);
  const { remove } = useResourceActions(res);
  const q = useQuery({ queryKey: resourceKeys(res.name).list('all'), queryFn: loadCompanies });
  const [rows, setRows] = useState<CompanyRow[]>([]);
  const [editing, setEditing] = useState<Key[]>([]);
  const [keyword, setKeyword] = useState('');
  useEffect(() => { if (q.data) setRows(companyRows(q.data)); }, [q.data]);
  useEffect(() => { if (q.error) showError(q.error); }, [q.error]);

  const own = q.data?.find((c) => c.is_own);
  const parents = (q.data ?? []).map((c) => ({ label: c.name, value: c.id }));
  const shown = useMemo(() => rows.filter((r) => r.isNew || !keyword || (r.name ?? '').includes(keyword) || (r.short_name ?? '').includes(keyword)), [rows, keyword]);

  const save = async (row: CompanyRow) => {
    const err = validateRows([row as unknown as Record<string, unknown>], COMPANY_FIELDS);
    if (err) { void message.error(err); throw new Error(err); }
    try {
      await post(resourcePath(res, row.isNew ? 'add' : 'update'), companyPayload(row));
      void message.success(row.isNew ? '新增成功' : '保存成功');
      await invalidateResource(client, res.name);
    } catch (e) { showError(e); throw e; }
  };

  const editableCol = (r: CompanyRow) => !r.isDisabled;
  const columns: ProColumns<CompanyRow>[] = [
    { title: '公司名称', dataIndex: 'name', width: 220, editable: (_t, r) => editableCol(r), formItemProps: { rules: [{ required: true, message: `${Msg.fillPrefix}公司名称${Msg.fillSuffix}` }] },
      render: (_, r) => <Space>{r.name}{r.isDisabled && <Tag color="blue">本公司</Tag>}</Space> },
    { title: '简称', dataIndex: 'short_name', width: 120, editable: (_t, r) => editableCol(r) },
    { title: '类型', dataIndex: 'kind', valueType: 'select', width: 100, valueEnum: { company: { text: COMPANY_KIND.company }, branch: { text: COMPANY_KIND.branch } }, editable: (_t, r) => editableCol(r) },
    { title: '上级公司', dataIndex: 'parent_id', valueType: 'select', width: 200, fieldProps: { options: parents, allowClear: true }, editable: (_t, r) => editableCol(r) },
    { title: '电话', dataIndex: 'phone', width: 140, editable: (_t, r) => editableCol(r) },
    { title: '法人', dataIndex: 'legal_person', width: 100, editable: (_t, r) => editableCol(r) },
    { title: '纳税人识别号', dataIndex: 'tax_no', width: 190, editable: (_t, r) => editableCol(r) },
    { title: '经营许可证号', dataIndex: 'license_no', width: 150, editable: (_t, r) => editableCol(r) },
    { title: '地址', dataIndex: 'address', width: 220, ellipsis: true, editable: (_t, r) => editableCol(r) },
    { title: '开户行', dataIndex: 'bank_name', width: 160, editable: (_t, r) => editableCol(r) },
    { title: '银行账号', dataIndex: 'bank_account', width: 180, editable: (_t, r) => editableCol(r) },
    {
      title: '操作', valueType: 'option', width: 180, fixed: 'right',
      render: (_t, r, _i, action) => (
        <Space size={4}>
          {!r.isDisabled && has('canEditor') && <a onClick={() => action?.startEditable?.(r.key)}>编辑</a>}
          {!r.isNew && <a onClick={() => navigate(routePath('companyEditor', { id: r.id }))}>详情</a>}
          {!r.isDisabled && !r.isNew && has('canDelete') && (
            <Popconfirm title={`确定删除“${r.name}”吗？`} onConfirm={() => r.id && remove(r.id)}>
              <a className="ta-link-danger">删除</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  const exportColumns: ListColumn<CompanyRow>[] = columns.filter((c) => c.valueType !== 'option').map((c) => ({
    title: c.title, dataIndex: c.dataIndex,
    ...(c.dataIndex === 'kind' ? { enumMap: COMPANY_KIND } : {}),
    ...(c.dataIndex === 'parent_id' ? { enumMap: Object.fromEntries(parents.map((p) => [p.value, p.label])) } : {}),
  })) as ListColumn<CompanyRow>[];

  return (
    <EditableProTable<CompanyRow>
      rowKey="key"
      headerTitle="公司管理"
      loading={q.isFetching}
      columns={columns}
      value={shown}
      onChange={(v) => setRows((prev) => [...v, ...prev.filter((p) => !shown.some((s) => s.key === p.key))])}
      scroll={{ x: 'max-content' }}
      rowClassName={(r) => (r.isDisabled ? 'ta-row-info' : '')}
      toolBarRender={() => [
        <Input.Search key="kw" allowClear placeholder="公司名称/简称" onSearch={setKeyword} style={{ width: 220 }} />,
        ...(has('canExport') ? [<ExportButton key="export" request={() => ({ url: `${resourcePath(res, 'list')}/export`, name: '公司', columns: exportColumnsOf(exportColumns), query: { sortField: 'id', sortOrder: 'asc' } })} />] : []),
      ]}
      recordCreatorProps={has('canAdd') ? { position: 'bottom', creatorButtonText: '添加分公司', record: () => newCompanyRow(own?.id) } : false}
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
