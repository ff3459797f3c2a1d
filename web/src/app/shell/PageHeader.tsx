/** Breadcrumbs and page title from the route titles (SPEC section 2). */
import { Breadcrumb, Typography } from 'antd';
import type { Visit } from '@/platform/navigation/visit';
import { GoLink } from '@/platform/navigation/navigation';

export function PageHeader({ visit }: { visit: Visit }) {
  const crumbs = visit.breadcrumb;
  const items = [
    { key: 'home', title: <GoLink to="/home">首页</GoLink> },
    ...crumbs.map((c, i) => ({
      key: `${c.key}-${i}`,
      title: i < crumbs.length - 1 ? <GoLink to={c.path}>{c.title}</GoLink> : c.title,
    })),
  ];
  return (
    <div className="ta-page-header">
      <Breadcrumb items={items} />
      {/* The page's one <h1>, at the size of the former h4 title. */}
      <Typography.Title level={1} style={{ margin: '8px 0 0', fontSize: 20, lineHeight: 1.4 }}>{visit.title}</Typography.Title>
    </div>
  );
}
