import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { eventTabSchema, eventTabs, type EventTab } from '@site/contracts/api/site-events';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { ko } from '../../../i18n/ko';
import { koEvents as t } from '../../../i18n/ko-site-events';
import { eventListQuery } from '../api/events';
import { EventCard } from '../components/event-card';

const tabs = eventTabs.map((key) => ({ key, label: t.tabs[key] }));

/** /event: every event, the running ones or the ended ones, 15 a page; guests read it too. */
export default function EventListPage() {
  const [search, setSearch] = useSearchParams();
  const tab: EventTab = eventTabSchema.catch('all').parse(search.get('tab'));
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const query = useQuery(eventListQuery(tab, page));
  const go = (nextTab: EventTab, nextPage: number) =>
    setSearch(
      {
        ...(nextTab === 'all' ? {} : { tab: nextTab }),
        ...(nextPage === 1 ? {} : { page: String(nextPage) }),
      },
      { replace: false },
    );
  const data = query.data;
  return (
    <>
      <PageHeader title={ko.pages.event.title} />
      <Box sx={{ mb: 2 }}>
        <ChipTabs label={t.tabsLabel} tabs={tabs} selected={tab} onSelect={(key) => go(key, 1)} />
      </Box>
      <ListOrNotice page={data} failed={query.isError} failedText={t.failed} emptyText={t.empty[tab]}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {data?.items.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Box>
      </ListOrNotice>
      <ListPager
        page={page}
        pageCount={data && Math.ceil(data.total / data.pageSize)}
        label={t.pager}
        onPage={(next) => go(tab, next)}
      />
    </>
  );
}
