/** 黑名单: blacklisted suppliers with reason, when and by whom; add one (with a reason) or take one off. */
import { StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { SupplierType } from '@ta/contract';
import { ListScreen, type ListColumn, type RowAction } from '@/platform/list';
import { Auth } from '@/platform/permission';
import { areaColumn, auditColumn, keywordColumn } from '../shared/columns';
import type { SupplierRow } from '../shared/types';
import { BLACKLIST_KEY, SUPPLIER_LISTS, SUPPLIER_URLS } from './api';
import { BlacklistAddDialog, BlacklistRemoveDialog, type SupplierRef } from './BlacklistDialogs';

const columns: ListColumn<SupplierRow>[] = [
  keywordColumn('名称/简称/编号/电话'),
  { title: '供应商名称', dataIndex: 'name', width: 220, search: true, ellipsis: true },
  { title: '供应商类型', dataIndex: 'type', enumMap: SupplierType, search: true, width: 110 },
  areaColumn<SupplierRow>(),
  { title: '联系电话', dataIndex: 'phone', width: 140 },
  { title: '拉黑原因', dataIndex: 'blacklist_reason', width: 260, ellipsis: true },
  { title: '拉黑时间', dataIndex: 'blacklisted_at', valueType: 'dateTime', width: 170, sorter: true },
  { title: '拉黑人', dataIndex: 'blacklisted_by_name', width: 100 },
  auditColumn<SupplierRow>(false),
];

export function SupplierBlacklist() {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SupplierRef | null>(null);
  const rowActions: RowAction<SupplierRow>[] = [
    { key: 'white', label: '移出黑名单', action: 'canEnabled', onClick: (r) => setRemoving(r) },
  ];
  return (
    <>
      <ListScreen<SupplierRow> source={{ url: SUPPLIER_URLS.blacklistList }} name={SUPPLIER_LISTS.blacklist} permissionKey={BLACKLIST_KEY}
        columns={columns} rowActions={rowActions} exportName="供应商黑名单"
        toolbar={[
          <Auth key="add" perm={BLACKLIST_KEY} action="canDisabled">
            <Button type="primary" danger icon={<StopOutlined />} onClick={() => setAdding(true)}>加入黑名单</Button>
          </Auth>,
        ]} />
      <BlacklistAddDialog open={adding} onClose={() => setAdding(false)} />
      <BlacklistRemoveDialog supplier={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
