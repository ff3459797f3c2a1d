/** Header badge: pending to-dos, unread direct-connect order notifications and notices; opens the list that has news. */
import { Badge, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMessageCounts } from '@/platform/counts';
import { GoLink } from '@/platform/navigation/navigation';

export const PEND_MESSAGE_PATH = '/otherService/pendTask/pendMessage';
export const RESULT_MESSAGE_PATH = '/otherService/pendTask/resultMessage';

export function CountsBadge({ light = false }: { light?: boolean }) {
  const c = useMessageCounts();
  const total = c.agency + c.orderNotification + c.result;
  return (
    <Tooltip title={`待办 ${c.agency} 条，直连订单通知 ${c.orderNotification} 条，通知 ${c.result} 条`}>
      <span>
        <GoLink to={c.agency === 0 && c.result > 0 ? RESULT_MESSAGE_PATH : PEND_MESSAGE_PATH}>
          <Badge count={total} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18, color: light ? '#fff' : 'rgba(0,0,0,0.65)' }} />
          </Badge>
        </GoLink>
      </span>
    </Tooltip>
  );
}
