import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { pageEmptyText } from '../../i18n/ko-page-empty';
import { useCurrentRoute } from '../current-route';

/** A page that shows its title and what it will list, empty until its feature has data. */
export default function SectionPage() {
  const route = useCurrentRoute();
  if (!route) return null;
  return (
    <>
      <PageHeader title={route.title} />
      <Panel>
        <EmptyState text={(route.text && pageEmptyText(route.text)) ?? ''} />
      </Panel>
    </>
  );
}
