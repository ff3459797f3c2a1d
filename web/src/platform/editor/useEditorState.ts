import { useState } from 'react';

/** Which record a list's editor drawer shows: closed, new (id undefined) or an id. */
export function useEditorState() {
  const [state, setState] = useState<{ open: boolean; id?: number }>({ open: false });
  return {
    open: state.open,
    id: state.id,
    add: () => setState({ open: true }),
    edit: (id: number) => setState({ open: true, id }),
    close: () => setState({ open: false }),
  };
}
