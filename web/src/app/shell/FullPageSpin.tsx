/**
 * Shown while the session or a lazy chunk loads. A CSS spinner rather than antd Spin, because it is in
 * the entry chunk that every page (the log-in page first) downloads.
 */
import './full-page-spin.css';

export function FullPageSpin() {
  return (
    <div className="ta-spin-wrap" role="status" aria-label="加载中">
      <span className="ta-spin" />
    </div>
  );
}
