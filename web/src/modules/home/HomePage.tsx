/**
 * Home (SPEC section 1): greeting, the current role relation, shortcuts to the sections the user may
 * open, and a light big-data panel of message counts (charts come later, lazily).
 */
import { useEffect, useState } from 'react';
import { Avatar, Card, Col, Descriptions, Empty, Row, Statistic, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { greeting } from '@/platform/greeting';
import { GoLink } from '@/platform/navigation/navigation';
import { useSession } from '@/platform/session-store';
import { PEND_MESSAGE_PATH } from '@/platform/shell/CountsBadge';
import { sectionEntryPath, visibleSections } from '@/platform/shell/menu-model';
import { menuIcon } from '@/platform/shell/menu-icons';
import { useMessageCounts } from '@/platform/counts';

function useNow(ms = 30000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => { const id = setInterval(() => setNow(new Date()), ms); return () => clearInterval(id); }, [ms]);
  return now;
}

function Welcome() {
  const { user } = useSession();
  const now = useNow();
  const r = user.user_auth_relation;
  return (
    <Card>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar size={64} src={user.head_img || undefined} icon={<UserOutlined />} />
        <div style={{ flex: 1, minWidth: 240 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>{greeting(now.getHours())}，{user.user_name}，祝你开心每一天！</Typography.Title>
          <Typography.Text type="secondary">{dayjs(now).format('YYYY年M月D日 dddd HH:mm')}</Typography.Text>
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ maxWidth: 520 }}
          items={[
            { key: 'role', label: '角色', children: r.role_name },
            { key: 'position', label: '岗位', children: r.position_name },
            { key: 'dept', label: '部门', children: r.department_name },
            { key: 'data', label: '数据权限', children: r.data_dept_name },
          ]} />
      </div>
    </Card>
  );
}

function Shortcuts() {
  const { menu } = useSession();
  const sections = visibleSections(menu);
  return (
    <Card title="快捷入口">
      {sections.length === 0 ? <Empty description="当前角色没有可访问的模块，请联系管理员分配权限" /> : (
        <Row gutter={[16, 16]}>
          {sections.map((s) => {
            const path = sectionEntryPath(s);
            return path ? (
              <Col key={s.key} xs={12} sm={8} md={6} lg={6} xl={3}>
                <GoLink to={path}>
                  <Card hoverable size="small" style={{ textAlign: 'center' }}>
                    <div style={{ fontSize: 28 }}>{menuIcon(s.icon)}</div>
                    <div style={{ marginTop: 4 }}>{s.title}</div>
                  </Card>
                </GoLink>
              </Col>
            ) : null;
          })}
        </Row>
      )}
    </Card>
  );
}

function DataPanel() {
  const c = useMessageCounts();
  const { menu } = useSession();
  return (
    <Card title="数据概览">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}><GoLink to={PEND_MESSAGE_PATH}><Statistic title="待办事项" value={c.agency} suffix="条" /></GoLink></Col>
        <Col xs={12} md={6}><GoLink to="/otherService/pendTask/orderNotification"><Statistic title="未读直连订单通知" value={c.orderNotification} suffix="条" /></GoLink></Col>
        <Col xs={12} md={6}><Statistic title="直连订单通知总数" value={c.orderNotificationTotal} suffix="条" /></Col>
        <Col xs={12} md={6}><Statistic title="可访问模块" value={visibleSections(menu).length} suffix="个" /></Col>
      </Row>
    </Card>
  );
}

export function HomePage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Welcome />
      <Shortcuts />
      <DataPanel />
    </div>
  );
}
