import { SettlementsPage } from '@/features/settlements/components/settlements-page';

/** `/app/settlements`: the settlement documents the caller sees (issue 15). */
export function Component() {
  return <SettlementsPage />;
}
