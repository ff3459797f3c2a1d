/** The grouped hit list of the box (and the results page's per-kind lists): title with the keyword marked, subtitle, how it matched. */
import { Tag, Typography } from 'antd';
import type { SearchHit } from '@ta/contract';
import { MATCHED_LABEL, splitMatch } from './search-model';

export function Marked({ text, keyword }: { text: string; keyword: string }) {
  const [a, b, c] = splitMatch(text, keyword);
  return <>{a}{b && <mark className="ta-search-mark">{b}</mark>}{c}</>;
}

export function HitRow({ hit, keyword, active, onOpen, onHover, id }: { hit: SearchHit; keyword: string; active?: boolean; onOpen: () => void; onHover?: () => void; id?: string }) {
  return (
    <div id={id} role="option" aria-selected={!!active} className={`ta-search-hit${active ? ' ta-search-hit-active' : ''}`}
      onMouseDown={(e) => { e.preventDefault(); onOpen(); }} onMouseEnter={onHover} data-kind={hit.kind}>
      <div className="ta-search-hit-title">
        <Marked text={hit.title} keyword={keyword} />
        {MATCHED_LABEL[hit.matched] && <Tag bordered={false} style={{ marginLeft: 8, fontSize: 11 }}>{MATCHED_LABEL[hit.matched]}</Tag>}
      </div>
      <Typography.Text type="secondary" className="ta-search-hit-sub" ellipsis><Marked text={hit.subtitle} keyword={keyword} /></Typography.Text>
    </div>
  );
}
