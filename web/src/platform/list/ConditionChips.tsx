import { Tag } from 'antd';
import type { Chip } from './conditions';

/** The chip line of the current query; fixed chips cannot be removed. */
export function ConditionChips({ chips, onRemove }: { chips: Chip[]; onRemove: (field: string) => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="ta-chips">
      {chips.map((c) => (
        <Tag key={`${c.field}-${c.fixed ? 'f' : 'v'}`} color={c.fixed ? 'default' : 'blue'} closable={!c.fixed}
          onClose={(e) => { e.preventDefault(); onRemove(c.field); }}>
          {c.text}
        </Tag>
      ))}
    </div>
  );
}
