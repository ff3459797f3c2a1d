/** A full-page error (public /403, /404, /500 routes): the exception centred on a blank page. */
import { Exception, type ExceptionType } from './Exception';

export function ErrorPage({ type }: { type: ExceptionType }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Exception type={type} />
    </div>
  );
}

export function ErrorPage403() { return <ErrorPage type={403} />; }
export function ErrorPage404() { return <ErrorPage type={404} />; }
export function ErrorPage500() { return <ErrorPage type={500} />; }
