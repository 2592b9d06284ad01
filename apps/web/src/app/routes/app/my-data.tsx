import { MyDataPage } from '@/features/investor-my-data/components/my-data-page';

/** `/app/my-data`: the investor's last submitted questionnaire. */
export function Component() {
  return <MyDataPage />;
}
