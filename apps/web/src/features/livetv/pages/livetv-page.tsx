import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import type { LiveTvSport } from '@site/contracts/api/livetv';

import { ChipTabs, type ChipTab } from '../../../components/ui/chip-tabs';
import { PageHeader } from '../../../components/ui/page-header';
import { ko } from '../../../i18n/ko';
import { koLiveTv } from '../../../i18n/ko-livetv';
import { koPageEmpty } from '../../../i18n/ko-page-empty';
import { liveTvFixturesQuery } from '../api/livetv-queries';
import { FixtureList } from '../components/fixture-list';
import styles from '../components/livetv.module.css';
import { MatchView } from '../components/match-view';

type Tab = 'all' | LiveTvSport;

const TABS: readonly ChipTab<Tab>[] = [
  { key: 'all', label: koLiveTv.all },
  { key: 'football', label: koLiveTv.sports.football },
  { key: 'basketball', label: koLiveTv.sports.basketball },
  { key: 'volleyball', label: koLiveTv.sports.volleyball },
];

const isTab = (text: string | null): text is Tab => TABS.some((tab) => tab.key === text);

/**
 * /livetv: the fixtures in play by sport, and the chosen one followed live. The address keeps the
 * sport (?sport=) and the fixture (?fixture=), so a shared link opens the same match.
 */
export default function LiveTvPage() {
  const [search, setSearch] = useSearchParams();
  const sportParam = search.get('sport');
  const tab: Tab = isTab(sportParam) ? sportParam : 'all';
  const { data, isPending, isError, refetch } = useQuery(liveTvFixturesQuery());
  const fixtures = (data?.items ?? []).filter((fixture) => tab === 'all' || fixture.sport === tab);
  const asked = Number(search.get('fixture'));
  // The fixture in the address while it is listed (or still loading), else the tab's first.
  const selectedId = fixtures.some((fixture) => fixture.id === asked) ? asked : (fixtures[0]?.id ?? null);

  const select = (next: { sport?: Tab; fixture?: number }) => {
    const params = new URLSearchParams();
    const sport = next.sport ?? tab;
    if (sport !== 'all') params.set('sport', sport);
    if (next.fixture !== undefined) params.set('fixture', String(next.fixture));
    setSearch(params, { replace: true });
  };

  return (
    <>
      <PageHeader title={ko.pages.livetv.title} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ChipTabs label={koLiveTv.sportTabs} tabs={TABS} selected={tab} onSelect={(sport) => select({ sport })} />
          {isPending ? (
            <p className={styles.notice}>{koLiveTv.loading}</p>
          ) : isError ? (
            <p className={styles.notice} role="alert">
              {koLiveTv.loadFailed}{' '}
              <button type="button" onClick={() => void refetch()}>
                {koLiveTv.retry}
              </button>
            </p>
          ) : fixtures.length === 0 ? (
            <p className={styles.notice}>
              {tab === 'all' ? koPageEmpty.livetv : koLiveTv.sportEmpty(koLiveTv.sports[tab])}
            </p>
          ) : (
            <FixtureList fixtures={fixtures} selectedId={selectedId} onSelect={(fixture) => select({ fixture })} />
          )}
        </div>
        {selectedId !== null && <MatchView key={selectedId} fixtureId={selectedId} />}
      </div>
    </>
  );
}
