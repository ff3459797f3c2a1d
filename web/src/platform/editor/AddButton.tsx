import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Auth } from '@/platform/permission';

/** The toolbar's 新增 button, shown only with canAdd on the page. */
export function AddButton({ perm, label, onClick }: { perm: string; label: string; onClick: () => void }) {
  return (
    <Auth perm={perm} action="canAdd">
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>{label}</Button>
    </Auth>
  );
}
