/** Role switcher (SPEC section 7): the user's role relations in a 1200 px modal, the current one marked. */
import { useState } from 'react';
import { Button, Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Msg, type UserAuthRelation } from '@ta/contract';
import { showError } from '@/platform/feedback';
import { useSession } from '@/platform/session-store';
import { fetchRelations, switchRole } from './account-actions';

export interface RoleSwitcherProps { open: boolean; onClose: () => void }

export function RoleSwitcher({ open, onClose }: RoleSwitcherProps) {
  const { user } = useSession();
  const [switching, setSwitching] = useState<number | null>(null);
  const q = useQuery({ queryKey: ['account', 'relations'], queryFn: fetchRelations, enabled: open });
  const currentId = user.user_auth_relation.user_auth_relation_id;
  const isCurrent = (r: UserAuthRelation) => r.is_current ?? r.user_auth_relation_id === currentId;

  const pick = async (r: UserAuthRelation) => {
    setSwitching(r.user_auth_relation_id);
    try {
      // The page reloads on success; only a failure comes back here.
      if (!(await switchRole(r.user_auth_relation_id))) setSwitching(null);
    } catch (e) {
      showError(e);
      setSwitching(null);
    }
  };

  const columns: ColumnsType<UserAuthRelation> = [
    { title: '角色', dataIndex: 'role_name' },
    { title: '岗位', dataIndex: 'position_name' },
    { title: '部门', dataIndex: 'department_name' },
    { title: '数据权限', dataIndex: 'data_dept_name' },
    { title: '状态', key: 'current', width: 100, render: (_, r) => (isCurrent(r) ? <Tag color="green">当前</Tag> : null) },
    {
      title: '操作', key: 'action', width: 120,
      render: (_, r) => (
        <Button type="link" size="small" disabled={isCurrent(r) || switching !== null} loading={switching === r.user_auth_relation_id} onClick={() => void pick(r)}>
          切换
        </Button>
      ),
    },
  ];

  return (
    <Modal open={open} title={Msg.switchRoleTitle} width={1200} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<UserAuthRelation>
        rowKey="user_auth_relation_id" size="middle" loading={q.isFetching} columns={columns}
        dataSource={q.data ?? []} pagination={false}
      />
    </Modal>
  );
}
