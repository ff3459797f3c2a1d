/** Error element of every route: a page that threw or whose chunk failed (or timed out) shows the 500 page. */
import { Suspense } from 'react';
import { useRouteError } from 'react-router-dom';
import { LazyException } from '@/modules/exception';
import { FullPageSpin } from './FullPageSpin';

export function RouteError() {
  const err = useRouteError();
  const detail = err instanceof Error ? err.message : undefined;
  return <Suspense fallback={<FullPageSpin />}><LazyException type={500} detail={detail} /></Suspense>;
}
