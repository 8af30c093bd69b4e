import type { StatsGroup } from '@/lib/clicks/constants';
import { editorGet, type EditorSession } from './editor';
import { statsCall, type StatsScope } from './stats-path';
import type { ClickStats } from './types/editor-stats';

/** The click figures of a scope cut by `group`, as the editor may read them; anything but 2xx throws. */
export function readClickStats<G extends StatsGroup>(session: EditorSession, scope: StatsScope, group: G): Promise<ClickStats<G>> {
  const { language, query } = statsCall(scope, group);
  return editorGet<ClickStats<G>>(session, '/stats/clicks/', language, query);
}
